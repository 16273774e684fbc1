import { useEffect, useState } from 'react';
import { useHydrated } from '../../ssr/renderEnvironment.tsx';
import { MoonIcon, SunIcon } from 'lucide-react';

type Mode = 'light' | 'dark';
const STORAGE_KEY = 'color-mode';

function systemMode(): Mode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function savedMode(): Mode | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function applyMode(mode: Mode): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/**
 * Light or dark: follows the system until the visitor chooses, then remembers the choice.
 * public/color-mode.js applies the same rule before the first paint.
 */
export function ColorModeButton() {
  const [mode, setMode] = useState<Mode>(() =>
    typeof window === 'undefined' ? 'light' : (savedMode() ?? systemMode()),
  );

  useEffect(() => applyMode(mode), [mode]);

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const follow = () => {
      if (!savedMode()) setMode(systemMode());
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  // The server cannot know the mode, so the first render matches its HTML: the light button.
  const shown: Mode = useHydrated() ? mode : 'light';
  const next: Mode = shown === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="header-button"
      aria-label={`Switch to ${next} mode`}
      onClick={() => {
        try {
          localStorage.setItem(STORAGE_KEY, next);
        } catch {
          // private browsing: the choice lasts for this page only
        }
        setMode(next);
      }}
    >
      {shown === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
