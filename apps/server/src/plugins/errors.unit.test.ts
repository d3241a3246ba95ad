import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { english } from '../lib/messages';
import { errorsPlugin, failureDetail, validationMessage } from './errors';

describe('validationMessage', () => {
  it.each([
    [
      [{ instancePath: '/mobile', keyword: 'custom', message: 'please enter a correct mobile number' }],
      'body',
      'mobile: please enter a correct mobile number',
    ],
    [
      [
        {
          instancePath: '/mobile',
          keyword: 'invalid_type',
          message: 'Invalid input: expected string, received undefined',
        },
      ],
      'body',
      'mobile is required',
    ],
    [
      [{ instancePath: '/password', keyword: 'too_small', message: 'password is required' }],
      'body',
      'password is required',
    ],
    [
      [{ instancePath: '/lines/0/qty', keyword: 'too_small', message: 'must be at least 1' }],
      'body',
      'lines[0].qty: must be at least 1',
    ],
    [
      [
        {
          instancePath: '/',
          keyword: 'invalid_type',
          message: 'Invalid input: expected object, received undefined',
        },
      ],
      'body',
      'request body is required',
    ],
    [
      [{ instancePath: '/page', keyword: 'too_small', message: 'must be ≥ 0' }],
      'querystring',
      'page: must be ≥ 0',
    ],
    [[], 'body', 'Invalid request'],
  ])('%j → %s', (issues, context, expected) => {
    expect(english(validationMessage(issues, context))).toBe(expected);
  });
});

describe('failureDetail', () => {
  const driverError = Object.assign(
    new Error('duplicate key value violates unique constraint "users_mobile"'),
    {
      code: '23505',
    },
  );
  const queryError = new DrizzleQueryError(
    'update "users" set "password_hash" = $1 where "users"."id" = $2',
    ['secret-hash', 7],
    driverError,
  );

  it('keeps the query, the driver code and message and the stack frames, never the parameters', () => {
    expect(queryError.message).toContain('params: secret-hash');
    const detail = failureDetail(queryError);
    expect(detail).not.toContain('secret-hash');
    expect(detail).not.toContain('params:');
    const [headline, cause, ...frames] = detail.split('\n');
    expect(headline).toBe(
      'Error: Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2',
    );
    expect(cause).toBe('cause [23505]: duplicate key value violates unique constraint "users_mobile"');
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((line) => /^\s+at /.test(line))).toBe(true);
  });

  it('keeps the name, message and frames of any other error', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id')");
    const [headline, ...frames] = failureDetail(error).split('\n');
    expect(headline).toBe("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.every((line) => /^\s+at /.test(line))).toBe(true);
  });

  it('logs a 5xx without the failed query’s parameters, and answers without internals', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += String(chunk);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorsPlugin);
    app.get('/fails', () => {
      throw queryError;
    });
    const response = await app.inject({ url: '/fails' });
    await app.close();
    expect(response.json()).toMatchObject({ status: 409, message: 'This record already exists' });
    const plain = new DrizzleQueryError('select $1', ['secret-hash'], new Error('connection lost'));
    const app2 = Fastify({ logger: { level: 'info', stream } });
    await app2.register(errorsPlugin);
    app2.get('/fails', () => {
      throw plain;
    });
    const failed = await app2.inject({ url: '/fails' });
    await app2.close();
    expect(failed.json()).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(output).toContain('request failed');
    expect(output).toContain('Failed query: select $1');
    expect(output).not.toContain('secret-hash');
  });
});

describe('the language of an error answer', () => {
  const driver = (code: string) =>
    new DrizzleQueryError('insert …', [], Object.assign(new Error('driver says'), { code }));

  it.each([
    ['23505', 409, 'db.duplicate', 'This record already exists', '该记录已存在'],
    ['23514', 400, 'db.checkViolation', 'A value is not allowed here', '此处不允许该值'],
    ['22021', 400, 'db.nulCharacters', 'Text may not contain NUL characters', '文本不能包含 NUL 字符'],
  ])('a constraint the database refused (%s) is answered in the request’s language', async (...row) => {
    const [code, status, messageCode, english, chinese] = row;
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/fails', () => {
      throw driver(code);
    });
    const plain = await app.inject({ url: '/fails' });
    const inChinese = await app.inject({ url: '/fails', headers: { 'accept-language': 'zh-CN' } });
    await app.close();
    expect(plain.json()).toMatchObject({ status, message: english, code: messageCode, params: {} });
    expect(inChinese.json()).toMatchObject({ status, message: chinese, code: messageCode, params: {} });
  });

  it('a 500 says so in Chinese too, without internals', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/fails', () => {
      throw new Error('secret internals');
    });
    const response = await app.inject({ url: '/fails', headers: { 'accept-language': 'zh' } });
    await app.close();
    expect(response.json()).toMatchObject({
      status: 500,
      message: '服务器内部错误',
      code: 'request.internal',
    });
  });
});
