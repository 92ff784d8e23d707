import { languageNames, languages, type Language } from '@sangam/domain';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n.ts';

type LanguagePickerProps = {
  options?: readonly Language[];
  onChange?: (language: Language) => void;
  compact?: boolean;
};

/** Picks the UI language; each option is written in its own script. */
export const LanguagePicker = ({ options = languages, onChange, compact = false }: LanguagePickerProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="inline-flex items-center gap-2">
      <label
        htmlFor={id}
        className={compact ? 'sr-only' : 'inline-flex items-center gap-1 text-sm text-gray-600'}
      >
        {!compact && <Languages aria-hidden className="size-4" />}
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          const language = event.target.value as Language;
          void changeLanguage(language);
          onChange?.(language);
        }}
        className="min-h-10 rounded-lg border border-gray-300 bg-white px-2 py-1 text-sm"
      >
        {options.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
};
