/**
 * STOMP 1.2 frame decoding/encoding of the chat broker (J37, J44): several frames per SockJS message, split
 * frames, heart-beat EOLs, content-length bodies, header escaping, heart-beat negotiation.
 */
import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  escapeHeaderValue,
  FrameDecoder,
  negotiateHeartBeat,
  StompProtocolError,
  unescapeHeaderValue,
} from '../../backend/src/realtime/frames';

const LIMIT = 64 * 1024;

describe('FrameDecoder', () => {
  it('reads several frames of one message with heart-beats (LF and CRLF) around them', () => {
    const decoder = new FrameDecoder(LIMIT);
    const text = '\n' + 'SUBSCRIBE\nid:sub-0\ndestination:/user/queue/messages\n\n\0' + '\r\n\n' + 'SEND\r\ndestination:/app/message\r\n\r\n{"a":1}\0' + '\n';
    const frames = decoder.push(text);
    expect(frames).toEqual([
      { command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/user/queue/messages' }, body: '' },
      { command: 'SEND', headers: { destination: '/app/message' }, body: '{"a":1}' },
    ]);
    expect(decoder.pendingBytes).toBe(0);
  });

  it('waits for the rest of a frame split across messages, counting content-length in UTF-8 bytes', () => {
    const decoder = new FrameDecoder(LIMIT);
    const body = '{"msgContent":"你好，包装膜报价"}';
    const full = encodeFrame('SEND', { destination: '/app/message', receipt: 'r-1' }, body);
    const cut = full.indexOf('你') + 1;
    expect(decoder.push(full.slice(0, cut))).toEqual([]);
    const frames = decoder.push(full.slice(cut));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.body).toBe(body);
    expect(frames[0]?.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('takes a body with NUL inside when content-length says so', () => {
    const frames = new FrameDecoder(LIMIT).push('SEND\ndestination:/app/message\ncontent-length:3\n\na\0b\0');
    expect(frames[0]?.body).toBe('a\0b');
  });

  it('keeps the first of repeated headers and unescapes values except in CONNECT', () => {
    const decoder = new FrameDecoder(LIMIT);
    const [send, connect] = decoder.push('SEND\nx:first\\cone\\n\\\\\nx:second\n\n\0CONNECT\nlogin:a\\cb\n\n\0');
    expect(send?.headers.x).toBe('first:one\n\\');
    expect(connect?.headers.login).toBe('a\\cb');
  });

  it('refuses malformed frames', () => {
    expect(() => new FrameDecoder(LIMIT).push('SEND\nx:\\t\n\n\0')).toThrow(StompProtocolError);
    expect(() => new FrameDecoder(LIMIT).push('send\n\n\0')).toThrow(StompProtocolError);
    expect(() => new FrameDecoder(LIMIT).push('SEND\nno-colon\n\n\0')).toThrow(StompProtocolError);
    expect(() => new FrameDecoder(LIMIT).push('SEND\ncontent-length:2\n\nabc\0')).toThrow(StompProtocolError);
    expect(() => new FrameDecoder(LIMIT).push('SEND\ncontent-length:x\n\n\0')).toThrow(StompProtocolError);
  });

  it('refuses frames over the limit, complete or still incomplete', () => {
    const big = 'x'.repeat(LIMIT);
    expect(() => new FrameDecoder(LIMIT).push(`SEND\n\n${big}\0`)).toThrow(/larger than/);
    expect(() => new FrameDecoder(LIMIT).push(`SEND\n\n${big}`)).toThrow(/larger than/);
    expect(() => new FrameDecoder(LIMIT).push(`SEND\ncontent-length:${LIMIT + 10}\n\n`)).toThrow(/larger than/);
    const error = (() => {
      try {
        new FrameDecoder(LIMIT).push(`SEND\n\n${big}\0`);
      } catch (e) {
        return e as StompProtocolError;
      }
      return null;
    })();
    expect(error?.tooLarge).toBe(true);
  });
});

describe('encodeFrame and escaping', () => {
  it('escapes header values (not in CONNECTED), adds content-length of the body and ends with NUL', () => {
    expect(encodeFrame('MESSAGE', { destination: '/user/queue/errors', note: 'a:b\nc\\d' }, '{"code":1}')).toBe(
      'MESSAGE\ndestination:/user/queue/errors\nnote:a\\cb\\nc\\\\d\ncontent-length:10\n\n{"code":1}\0',
    );
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '10000,10000' })).toBe('CONNECTED\nversion:1.2\nheart-beat:10000,10000\n\n\0');
    expect(encodeFrame('RECEIPT', { 'receipt-id': 'r:1', skipped: undefined })).toBe('RECEIPT\nreceipt-id:r\\c1\n\n\0');
  });

  it('round-trips any header value', () => {
    const value = 'x:\\y\r\nz';
    expect(unescapeHeaderValue(escapeHeaderValue(value))).toBe(value);
    const [frame] = new FrameDecoder(LIMIT).push(encodeFrame('MESSAGE', { h: value }, '体'));
    expect(frame?.headers.h).toBe(value);
    expect(frame?.body).toBe('体');
  });
});

describe('negotiateHeartBeat', () => {
  it('sends every max(sx, cy) and expects every max(cx, sy); zero on either side turns a direction off', () => {
    expect(negotiateHeartBeat('10000,10000', { sx: 10000, sy: 10000 })).toEqual({ sendEvery: 10000, expectEvery: 10000 });
    expect(negotiateHeartBeat('4000,20000', { sx: 10000, sy: 10000 })).toEqual({ sendEvery: 20000, expectEvery: 10000 });
    expect(negotiateHeartBeat('0,0', { sx: 10000, sy: 10000 })).toEqual({ sendEvery: 0, expectEvery: 0 });
    expect(negotiateHeartBeat(undefined, { sx: 10000, sy: 10000 })).toEqual({ sendEvery: 0, expectEvery: 0 });
    expect(negotiateHeartBeat('garbage', { sx: 10000, sy: 10000 })).toEqual({ sendEvery: 0, expectEvery: 0 });
    expect(negotiateHeartBeat('5000,5000', { sx: 0, sy: 0 })).toEqual({ sendEvery: 0, expectEvery: 0 });
  });
});
