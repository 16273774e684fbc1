// The route's way in to the calculator page. The page and what only it uses are bundled as one
// chunk (web/calculatorFrameChunk.ts); imported from inside that chunk, the route got a module
// namespace the bundler left undefined. From this module, outside it, the route imports a name.
export { CalculatorPage } from './CalculatorPage.tsx';
