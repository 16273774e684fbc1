// The browser's entry. Evaluating all of the app's modules at once is one long task, about 400 ms
// on a mid-range phone, during which the page ignores the visitor. Evaluated in stages with a yield
// to the browser between them, each task is shorter. Every stage's files are preloaded with this
// entry (see vite.config.ts), so the stages add no round trips.
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  await import('react-dom/client');
  await yieldToBrowser();
  // Chakra's library and the theme's recipes. The system is made from them only when a Chakra
  // component first draws (theme/documentSystem.ts).
  await import('./theme/config.ts');
  await yieldToBrowser();
  const { start } = await import('./start.tsx');
  await yieldToBrowser();
  await start(root);
}

void boot();
