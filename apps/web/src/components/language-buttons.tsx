import { LANGUAGES } from '@/lib/i18n';
import { chooseLanguage, useLanguageStore } from '@/lib/language';

/**
 * The phone pages' language switch: a button per other language, named in itself (whoever looks for their
 * language may not read the current one).
 */
export function LanguageButtons({ className, label }: { className?: string; label: string }) {
  const language = useLanguageStore((state) => state.language);
  return (
    <div role="group" aria-label={label}>
      {LANGUAGES.filter(({ code }) => code !== language).map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={className}
          onClick={() => void chooseLanguage(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
