// The brand's colours from tokens.css, for code that draws without CSS (the PDF, the map's style).
import tokensCss from './tokens.css?raw';
import { cssTokens } from './cssTokens';

export const BRAND_COLOURS = cssTokens(tokensCss);
