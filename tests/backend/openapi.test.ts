/**
 * Issue 26 item 0: the OpenAPI document generated from the zod contract, served at /api/docs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_DOCS } from '../../backend/src/http/openapi-routes';
import { createTestApi, type Loose, type TestApi } from './helpers';

let api: TestApi;
let doc: Loose;

beforeAll(async () => {
  api = await createTestApi();
  const res = await api.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = res.json();
});
afterAll(async () => {
  await api.close();
});

const schemaOf = (path: string, method: string): Loose => doc.paths[path]?.[method];

describe('GET /api/docs (issue 26 item 0)', () => {
  it('is an OpenAPI 3 document listing every route, grouped by area', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(150);
    for (const path of ['/api/auth/oauth/token', '/api/news/searchkeyword/hot', '/api/ec/orders/{id}', '/api/company/company/file', '/api/msg/messages/read']) {
      expect(paths, path).toContain(path);
    }
    expect(schemaOf('/api/news/searchkeyword/hot', 'get').tags).toEqual(['news']);
    expect(paths).not.toContain('/api/docs');
  });

  it('every route mapped to the contract is a route the API has', () => {
    for (const key of Object.keys(ROUTE_DOCS)) {
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:(\w+)/g, '{$1}');
      expect(schemaOf(path, method.toLowerCase()), key).toBeDefined();
    }
  });

  it('carries the contract’s schemas: request bodies, query and path parameters, and the answer envelope', () => {
    const create = schemaOf('/api/ec/orders', 'post');
    const body = create.requestBody.content['application/json'].schema;
    expect(body.properties.skuQuantityList.type).toBe('array');
    expect(body.properties.skuQuantityList.items.properties).toHaveProperty('skuId');
    expect(body.required).toContain('skuQuantityList');
    const answer = create.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['code', 'msg', 'data']);
    expect(answer.properties.data.properties).toHaveProperty('orderList');

    const trade = schemaOf('/api/ec/orders/trade-data', 'get');
    expect(trade.parameters.map((p: Loose) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:tradeNo', 'query:orderId']));
    expect(trade.responses['200'].content['application/json'].schema.properties.data.properties).toHaveProperty('paymentMethods');

    const ticket = schemaOf('/api/ec/ticket/{code}', 'get');
    expect(ticket.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'code', required: true })]));

    const file = schemaOf('/api/company/company/file', 'post').requestBody.content['application/json'].schema;
    expect(file.properties).toHaveProperty('url');
  });

  it('documenting changes nothing: a bad body still answers the code-1 envelope from the handler', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/ec/orders/anonymous', payload: { skuQuantityList: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(1);
  });
});
