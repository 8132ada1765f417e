import { Code, type TAnswerValue } from '@huitang/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../state/app-services';

export type TSaveState = 'saving' | 'saved' | 'failed';

/** Typing is saved once the hand rests this long; choices are saved at once. */
const TYPING_PAUSE_MS = 800;
/** A save the network lost is tried again after this. */
const RETRY_MS = 3000;

/**
 * Keeps every answer on the server as it is given (issue 20: an answer is never lost): each question
 * saves its latest value on its own, a failed save retries, typing saves after a pause or when the
 * field is left, and leaving the page sends what is still waiting with `keepalive`. `onClosed` runs
 * when the server says the attempt takes no more answers (handed in, or time up).
 */
export const useAnswerSaver = (
  attemptId: number,
  initial: Map<number, TAnswerValue>,
  { language, onClosed }: { language: string; onClosed: () => void },
) => {
  const { api } = useAppServices();
  const [answers, setAnswers] = useState(initial);
  const [states, setStates] = useState(new Map<number, TSaveState>());
  const latest = useRef(new Map<number, TAnswerValue>());
  const timers = useRef(new Map<number, number>());
  const closed = useRef(false);

  const mark = (questionId: number, state: TSaveState) =>
    setStates((old) => new Map(old).set(questionId, state));

  const send = useCallback(
    async (questionId: number) => {
      window.clearTimeout(timers.current.get(questionId));
      timers.current.delete(questionId);
      const answer = latest.current.get(questionId);
      if (answer === undefined || closed.current) return;
      mark(questionId, 'saving');
      const reply = await api.call(
        '/exam/auth/attempt/answer',
        { attemptId, questionId, answer },
        { handleErrors: false },
      );
      if (latest.current.get(questionId) !== answer) return; // a newer answer is on its way
      if (reply.code === Code.OK) {
        latest.current.delete(questionId);
        mark(questionId, 'saved');
      } else if (reply.code === Code.CONFLICT) {
        closed.current = true;
        onClosed();
      } else {
        mark(questionId, 'failed');
        timers.current.set(
          questionId,
          window.setTimeout(() => void send(questionId), RETRY_MS),
        );
      }
    },
    [api, attemptId, onClosed],
  );

  const answer = (questionId: number, value: TAnswerValue, typed: boolean) => {
    setAnswers((old) => new Map(old).set(questionId, value));
    latest.current.set(questionId, value);
    window.clearTimeout(timers.current.get(questionId));
    if (typed)
      timers.current.set(
        questionId,
        window.setTimeout(() => void send(questionId), TYPING_PAUSE_MS),
      );
    else void send(questionId);
  };

  /** Saves at once whatever still waits (leaving a field, handing in, the time running out). */
  const flush = () => Promise.all([...latest.current.keys()].map((questionId) => send(questionId)));

  useEffect(() => {
    const leaving = () => {
      for (const [questionId, value] of latest.current)
        void fetch('/apis/exam/auth/attempt/answer', {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json', language },
          body: JSON.stringify({ attemptId, questionId, answer: value }),
        });
    };
    window.addEventListener('pagehide', leaving);
    return () => window.removeEventListener('pagehide', leaving);
  }, [attemptId, language]);

  return { answers, states, answer, flush, send, stop: () => (closed.current = true) };
};
