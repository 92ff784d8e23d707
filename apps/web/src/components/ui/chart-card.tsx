import type { ReactNode } from 'react';

/**
 * A chart in a card: its title, the drawing for the eye (hidden from screen readers), and the same
 * figures in words: a legend beneath (`footer`) that everyone reads, or a sentence only screen
 * readers hear (`summary`) where the drawing speaks for itself to the eye. It
 * imports no chart library, so a screen that draws none can use its layout too; the drawing
 * (Recharts) comes with the screen that draws it. A hidden drawing must not take the keyboard's focus
 * either: each chart passes `accessibilityLayer={false}` and pies `rootTabIndex={-1}` (decision 041).
 */
export const ChartCard = ({
  title,
  summary,
  height = 240,
  children,
  footer,
}: {
  title: string;
  summary?: string;
  /** The drawing's height in pixels; its width is the card's. */
  height?: number;
  children: ReactNode;
  footer?: ReactNode;
}) => (
  <figure className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 sm:p-4">
    <figcaption className="font-semibold">{title}</figcaption>
    {summary && <p className="sr-only">{summary}</p>}
    <div aria-hidden className="w-full" style={{ height }}>
      {children}
    </div>
    {footer}
  </figure>
);

/** A legend line: a colour swatch, a name and its figure. */
export const LegendItem = ({ colour, name, value }: { colour: string; name: string; value: string }) => (
  <li className="flex min-w-0 items-center gap-2">
    <span aria-hidden className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: colour }} />
    <span className="min-w-0 [overflow-wrap:anywhere]">{name}</span>
    <span className="ml-auto font-medium whitespace-nowrap">{value}</span>
  </li>
);
