import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ILayer } from 'express-serve-static-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { DESCRIPTION_CACHE, openApiPath, type OpenApiDocument } from './api/openapi.ts';

/**
 * Every path and method Express has mounted, found by walking its routers (not by the registry
 * the description is made from): `GET /events/:id` as `get /events/{id}`. The 405 answer of
 * each path (`route.all`) has no method.
 */
function mountedRoutes(stack: ILayer[], found = new Set<string>()): Set<string> {
  for (const layer of stack) {
    if (layer.route)
      for (const handler of layer.route.stack)
        if (handler.method) found.add(`${handler.method} ${openApiPath(layer.route.path)}`);
    const inner: unknown = Reflect.get(layer.handle, 'stack');
    if (Array.isArray(inner)) mountedRoutes(inner as ILayer[], found);
  }
  return found;
}

let server: Server;
let description: OpenApiDocument;
let cacheControl: string | null;
beforeAll(async () => {
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
  expect(res.status).toBe(200);
  cacheControl = res.headers.get('cache-control');
  description = (await res.json()) as OpenApiDocument;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('GET /api/openapi.json', () => {
  it('describes every mounted route, each with who may call it', () => {
    const mounted = [...mountedRoutes(createApp().router.stack)];
    expect(mounted.length).toBeGreaterThan(60);
    const described = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, op]) => `${method} ${path} ${JSON.stringify(op['x-role'])}`,
      ),
    );
    for (const route of mounted)
      expect(
        described.find((d) => d.startsWith(`${route} `)),
        route,
      ).toBeDefined();
    expect(described).toHaveLength(mounted.length);
  });

  it('is OpenAPI 3.1 with the schemas of the declarations, cacheable by anyone', () => {
    expect(cacheControl).toBe(DESCRIPTION_CACHE);
    expect(description.openapi).toBe('3.1.0');
    const create = description.paths['/events']?.post;
    expect(create?.['x-role']).toBe('siteAdmin');
    expect(create?.security).toEqual([{ idToken: [] }]);
    expect(create?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { title: { type: 'string' } },
      additionalProperties: false,
    });
    // An operation that creates takes an Idempotency-Key (decision 46); a read does not.
    expect(create?.parameters).toEqual([
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
      }),
    ]);
    expect(description.paths['/teachers']?.post?.parameters).toHaveLength(1);
    const event = description.paths['/events/{id}']?.get;
    expect(event?.['x-role']).toBe('public');
    expect(event?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const page = description.paths['/get-recordings/{category}']?.get?.parameters;
    expect(page).toContainEqual(expect.objectContaining({ name: 'page', in: 'query' }));
    expect(description.components.schemas?.ApiError).toMatchObject({
      properties: { error: { required: expect.arrayContaining(['code', 'reason', 'message']) } },
    });
  });
});
