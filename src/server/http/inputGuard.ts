// Input no route should have to survive is refused before any route reads it (400, `{ message, code }`): nesting
// deeper than MAX_DEPTH, a list or object of more than MAX_ENTRIES entries, a string longer than MAX_STRING_LENGTH,
// NUL characters and unpaired UTF-16 surrogates (PostgreSQL stores neither). The schemas' own, tighter limits come
// after. The walk uses no recursion, so no input can exhaust the stack.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const MAX_DEPTH = 32;
const MAX_ENTRIES = 1000;
const MAX_STRING_LENGTH = 20_000;

type Where = 'path' | 'query' | 'request';

const wellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

function textProblem(text: string): string | undefined {
  if (text.length > MAX_STRING_LENGTH) return `text must be at most ${MAX_STRING_LENGTH} characters`;
  if (text.includes('\u0000')) return 'text must not contain NUL characters';
  if (!wellFormed(text)) return 'text must be valid Unicode (it holds an unpaired surrogate)';
  return undefined;
}

const pathText = (path: Array<string | number>) => (path.length === 0 ? '' : `${path.join('.')}: `);

/** The first thing wrong with `value` as request input, with where it is; undefined when it is fine. */
function inputProblem(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) return pathText(path) + problem;
      continue;
    }
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    if (path.length >= MAX_DEPTH) return `${pathText(path.slice(0, 3))}nested more than ${MAX_DEPTH} levels deep`;
    if (Array.isArray(node)) {
      if (node.length > MAX_ENTRIES) return `${pathText(path)}more than ${MAX_ENTRIES} entries`;
      node.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > MAX_ENTRIES) return `${pathText(path)}more than ${MAX_ENTRIES} entries`;
    for (const key of keys) {
      const problem = textProblem(key);
      if (problem) return `${pathText(path)}a field name: ${problem}`;
      stack.push({ value: (node as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
  return undefined;
}

/**
 * JSON bodies: an empty one with a JSON content type is no body (some API clients send that header on every call,
 * DELETEs included); anything else goes to Fastify's own parser, which refuses `__proto__` and `constructor.prototype`.
 * Then every body, query string and path parameter passes inputProblem.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, String(body), done);
  });
  app.addHook('preValidation', async (request) => {
    const parts: Array<[Where, unknown]> = [
      ['path', request.params],
      ['query', request.query],
      ['request', request.body],
    ];
    for (const [where, value] of parts) {
      const problem = inputProblem(value);
      if (problem) throw new HttpError(400, `Invalid ${where}: ${problem}`, 'BAD_REQUEST');
    }
  });
}
