import type { ReactNode } from 'react';

type ScrollFrameProps = {
  /** What the frame holds, when no heading names it. */
  label?: string;
  /** The id of the heading that names what the frame holds. */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The frame a wide table scrolls sideways in, so the page itself never does at 360 px. It takes the
 * keyboard's focus, so a table without links or buttons can still be scrolled with the arrow keys
 * (WCAG 2.1.1, axe's scrollable-region-focusable), and it is a named region, so a screen reader says
 * what that stop holds (decision 041).
 */
export const ScrollFrame = ({ label, labelledBy, className = '', children }: ScrollFrameProps) => (
  <div
    role="region"
    aria-label={label}
    aria-labelledby={labelledBy}
    tabIndex={0}
    className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
  >
    {children}
  </div>
);
