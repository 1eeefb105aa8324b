// What the worker keeps must be the site's own answers, and a kept answer must not wait behind a network that does not
// answer. On port wifi the phone believes it is online while the server is unreachable: the connection is refused,
// hangs, or a captive portal answers every request with its own 200 HTML page (src/domain/protocol/answerFits.ts).
import type { WorkboxPlugin } from 'workbox-core';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import { fitsFileAddress, isJsonAnswer } from '../src/domain/protocol';

/** Keeps a file's 200 answer only when it fits its address (no portal page as a script, a picture or the map). */
export const onlyFittingFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 && fitsFileAddress(new URL(request.url).pathname, response.headers.get('content-type'))
      ? response
      : null,
};

/** How long a kept answer waits for the network before it is given; the network's answer still updates it after. */
const KEPT_WAITS_MS = 3_000;
/** How long a read nothing is kept for waits before it fails as 'no connection' (not an endless spinner). */
const UNKEPT_WAITS_MS = 15_000;
/**
 * After the network failed one read, kept answers are given at once for this long (each still asks in the background).
 */
const LINK_DOWN_MS = 30_000;

let linkDownUntil = 0;
const linkDown = () => Date.now() < linkDownUntil;

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * API reads of the public catalogue: the server's answer when it gives one, else the kept one. Only JSON is the
 * server's: a portal's page, a proxy's error page, a refused or hung connection count as no answer. The server's
 * 200 is kept; its 4xx (a page that does not exist) is passed on as it is; its 5xx only when nothing is kept. Once the
 * network has failed, kept answers are given at once for a while, so that a page of several reads does not wait out
 * each one.
 */
export class KeptOrServerJson extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    const network = handler.waitUntil(this.serverAnswer(request, handler));
    if (kept && linkDown()) return kept;
    const answer = await Promise.race([network, after(kept ? KEPT_WAITS_MS : UNKEPT_WAITS_MS)]);
    if (answer === null) linkDownUntil = Date.now() + LINK_DOWN_MS; // timed out
    if (answer && (answer.status < 500 || !kept)) return answer;
    return kept ?? Response.error();
  }

  /** The server's own answer (kept when 200), or undefined: no answer, or one that is not the server's. */
  private async serverAnswer(request: Request, handler: StrategyHandler): Promise<Response | undefined> {
    let response: Response;
    try {
      response = await handler.fetch(request);
    } catch {
      linkDownUntil = Date.now() + LINK_DOWN_MS;
      return undefined;
    }
    if (!isJsonAnswer(response.headers.get('content-type'))) {
      linkDownUntil = Date.now() + LINK_DOWN_MS;
      return undefined;
    }
    if (response.status >= 500) return response;
    linkDownUntil = 0;
    // A full device keeps what it had: the page still gets this answer.
    if (response.status === 200) await handler.cachePut(request, response.clone()).catch(() => false);
    return response;
  }
}
