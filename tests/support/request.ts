// A GET through app.inject with the JSON body parsed.
import type { FastifyInstance } from 'fastify';

export interface JsonAnswer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

export const API = '/api/v1/web';

export async function getJson(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await app.inject({ method: 'GET', url, headers });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return { status: res.statusCode, body: isJson ? res.json() : res.body, headers: res.headers };
}

/** GET under /api/v1/web that must answer 200; returns the parsed body. */
export async function getOk(app: FastifyInstance, path: string): Promise<any> {
  const res = await getJson(app, `${API}/${path}`);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export const ids = (docs: { _id: string }[]) => docs.map((d) => d._id);
