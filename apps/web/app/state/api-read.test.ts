import { Code, type TEnvelope } from '@huitang/contracts';
import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import { createReads, NOTHING_READ, type TReadState } from './api-read';

type TRows = string[];

/** Lets the replies sent so far reach the state. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A component's state as React would keep it, and calls whose replies the test sends when it likes. */
const setUp = () => {
  let state: TReadState<TRows> = NOTHING_READ;
  const reads = createReads<TRows>((update: SetStateAction<TReadState<TRows>>) => {
    state = typeof update === 'function' ? update(state) : update;
  });
  const answers: ((reply: TEnvelope<TRows>) => void)[] = [];
  const call = () => new Promise<TEnvelope<TRows>>((resolve) => answers.push(resolve));
  const ok = (data: TRows): TEnvelope<TRows> => ({ code: Code.OK, msg: 'ok', data });
  return { reads, call, answers, ok, state: () => state };
};

describe('a component’s reads (useApiData)', () => {
  it('shows the reply to its request, loading until then', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('a', call, true);
    expect(state()).toMatchObject({ key: 'a', data: null, loading: true });
    answers[0]!(ok(['甲']));
    await settled();
    expect(state()).toEqual({ key: 'a', data: ['甲'], error: null, loading: false });
  });

  it('drops the late reply of an older request: the rows of the row chosen last stay', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('row 1', call, true);
    void reads.read('row 2', call, true);
    answers[1]!(ok(['second']));
    await settled();
    answers[0]!(ok(['first, late']));
    await settled();
    expect(state()).toMatchObject({ key: 'row 2', data: ['second'], loading: false });
  });

  it('drops a reply that comes after the component left', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('a', call, true);
    reads.drop();
    answers[0]!(ok(['gone']));
    await settled();
    expect(state().data).toBeNull();
  });

  it('reloads: asks again, keeps the rows on screen meanwhile, then shows the new ones', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('a', call, true);
    answers[0]!(ok(['before']));
    await settled();
    void reads.read('a', call, false);
    expect(answers).toHaveLength(2);
    expect(state()).toMatchObject({ data: ['before'], loading: true });
    answers[1]!(ok(['after the write']));
    await settled();
    expect(state()).toMatchObject({ data: ['after the write'], loading: false });
  });

  it('keeps a page’s rows on screen while the next page is read, when asked to', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('page 1', call, true);
    answers[0]!(ok(['row of page 1']));
    await settled();
    void reads.read('page 2', call, false);
    expect(state()).toMatchObject({ key: 'page 2', data: ['row of page 1'], loading: true });
    answers[1]!(ok(['row of page 2']));
    await settled();
    expect(state()).toMatchObject({ key: 'page 2', data: ['row of page 2'], loading: false });
  });

  it('surfaces a refused read as its envelope, with no data', async () => {
    const { reads, call, answers, state } = setUp();
    void reads.read('a', call, true);
    const refused: TEnvelope<TRows> = {
      code: Code.INVALID,
      msg: '请选择考试',
      data: null as unknown as TRows,
    };
    answers[0]!(refused);
    await settled();
    expect(state()).toEqual({ key: 'a', data: null, error: refused, loading: false });
  });

  it('takes what a write answered with over a read that was under way before it', async () => {
    const { reads, call, answers, ok, state } = setUp();
    void reads.read('a', call, true);
    reads.replace(['written']);
    answers[0]!(ok(['read before the write']));
    await settled();
    expect(state()).toMatchObject({ data: ['written'], loading: false });
  });
});
