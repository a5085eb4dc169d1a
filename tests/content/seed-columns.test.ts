import { describe, expect, it } from 'vitest';
import { bodyFields, checkExamples, methodFields, parseSeed, sqlFields } from './seed-columns.ts';

const seed = parseSeed('CREATE TABLE `product` (\n  `id` BIGINT NOT NULL,\n  `sku` CHAR(8) NOT NULL,\n  `price` DECIMAL(10,2) NOT NULL,\n  PRIMARY KEY (`id`)\n);\nCREATE TABLE `order` (\n  `id` BIGINT,\n  `status` ENUM(\'a\'),\n  `paid_at` DATETIME NULL\n);\n');
const fence = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\`\n`;

describe('seed column check', () => {
  it('reads the columns of each CREATE TABLE', () => {
    expect([...seed.get('product')!]).toEqual(['id', 'sku', 'price']);
    expect([...seed.get('order')!]).toEqual(['id', 'status', 'paid_at']);
  });
  it('takes fields from magic names, bodies and SQL', () => {
    expect(methodFields('getStatusByOrderNo')).toEqual(['status', 'order_no']);
    expect(methodFields('select')).toEqual([]);
    expect(methodFields('checkout')).toBeNull();
    expect(bodyFields({ id: 7, where: { or: [{ status: 'paid' }], paid_at: { '>': 1 } }, fields: ['sku'], order: ['-price'], list: [{ stock: 1 }], field: 'name' }).sort())
      .toEqual(['id', 'name', 'paid_at', 'price', 'sku', 'status', 'stock']);
    expect(sqlFields('SELECT id, SUM(amount) AS total FROM `order` WHERE status = ? AND paid_at IS NOT NULL', ['order']).map((f) => f.field)).toEqual(['id', 'amount', 'status', 'paid_at']);
  });
  it('accepts examples that match the seed', () => {
    const body = fence('bash', `curl -X POST http://localhost:8080/api/order/select \\\n  -d '{"where": {"status": "paid"}, "fields": ["id", "paid_at"]}'`) + fence('json', '{"code": 0, "msg": "ok", "data": {"total": 1, "list": [{"id": 1, "paid_at": null}]}}')
      + fence('javascript', 'const p = dao.product.get({ id: 7, fields: ["sku", "price"] });\nrunSql("UPDATE product SET price = ? WHERE id = ?", 1, 7);')
      + fence('bash', `curl -X POST http://localhost:8080/api/order/checkout -d '{"coupon": "X"}'`);
    expect(checkExamples(body, seed)).toEqual([]);
  });
  it('reports each kind of unknown column', () => {
    const body = fence('bash', `curl -X POST http://localhost:8080/api/order/getTotalById -d '{"id": 1, "where": {"state": "paid"}}'`) + fence('json', '{"code": 0, "msg": "ok", "data": {"id": 1, "total_cents": 5}}')
      + fence('javascript', 'dao.product.set({ id: 7, cost: 1 });\nrunSql("SELECT title FROM product WHERE id = ?", 7);')
      + fence('sql', 'CREATE TABLE `product` (\n  `id` BIGINT,\n  `weight` INT\n);');
    expect(checkExamples(body, seed).map((p) => p.message.split(',')[0])).toEqual([
      'the method name order.getTotalById uses order.total',
      'the request body of order.getTotalById uses order.state',
      'the response of order.getTotalById uses order.total_cents',
      'a SQL statement uses product.title',
      'dao.product.set uses product.cost',
      'a CREATE TABLE uses product.weight',
    ]);
  });
});
