import { useEffect, useState } from 'react';
import site from 'virtual:entix/site';
import { defaultChoice, nextChoice, type ColorModeChoice } from '../../shared/color-mode.ts';
import { applyChoice, COLOR_MODE_ICONS, currentChoice, saveChoice, watchSystem } from '../dom/color-mode.ts';
import { useT } from './hooks.ts';


/**
 * The inline boot script has already set data-theme before paint; prerendered HTML shows the
 * site default, so the stored choice reaches the button only after mount.
 */
export function ColorModeToggle() {
  const t = useT();
  const [choice, setChoice] = useState<ColorModeChoice>(() => defaultChoice(site.colorMode));
  useEffect(() => {
    setChoice(currentChoice());
  }, []);
  useEffect(() => (choice === 'system' ? watchSystem(() => applyChoice('system')) : undefined), [choice]);
  const next = nextChoice(choice, site.colorMode);
  const label = t('theme.toggle', { current: t(`theme.${choice}`), next: t(`theme.${next}`) });
  return (
    <button
      type="button"
      className="navbar__link color-mode-toggle"
      data-mode={choice}
      aria-label={label}
      title={label}
      onClick={() => {
        setChoice(next);
        saveChoice(next);
        applyChoice(next);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d={COLOR_MODE_ICONS[choice]} /></svg>
    </button>
  );
}
