import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, streamEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, randomUuid } from '@/lib/idempotency-key';
import { refetchAfterWrite } from '@/lib/query-client';
import { applyChatEvent, endTurn, isTurnRunning, newTurn, type ChatTurn } from '../utils/chat-turn';
import { assistantEndpoints, assistantKeys } from './assistant';

const BROKEN_STREAM =
  'La respuesta se interrumpió antes de terminar. Tu pregunta quedó guardada: inténtalo de nuevo.';

type UseChatOptions = {
  /** A new conversation was created for the question (its `start` event). */
  onConversationStarted: (id: string) => void;
};

/**
 * Asks QuimIA and follows the answer as it streams. Only one question runs at a time; `stop`
 * closes the stream, which stops the answer on the server (and upstream) too.
 */
export function useChat({ onConversationStarted }: UseChatOptions) {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<ChatTurn | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const startedRef = useRef(onConversationStarted);
  useEffect(() => {
    startedRef.current = onConversationStarted;
  }, [onConversationStarted]);

  // Leaving the page stops the answer rather than leaving it running unseen.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (question: string, conversationId: string | null) => {
      if (controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      let current = newTurn(question, conversationId);
      const update = (next: ChatTurn) => {
        current = next;
        setTurn(next);
      };
      setTurn(current);
      try {
        const events = streamEndpoint(assistantEndpoints.chat, {
          body: { message: question, ...(conversationId ? { conversationId } : {}) },
          // Each question its own key: the same request sent twice stores the question once.
          // Asking again after a stop or a failure is a new question.
          headers: { [IDEMPOTENCY_HEADER]: randomUuid() },
          signal: controller.signal,
        });
        for await (const event of events) {
          update(applyChatEvent(current, event));
          if (event.type === 'start') {
            if (!conversationId) startedRef.current(event.conversationId);
            void queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
          }
        }
        update(endTurn(current, { error: BROKEN_STREAM }));
      } catch (error) {
        update(
          endTurn(current, controller.signal.aborted ? 'stopped' : { error: errorMessage(error) }),
        );
      } finally {
        controllerRef.current = null;
        // The stored conversation replaces the browser's copy once it holds the answer.
        // The conversation opened by this question may still be on its first read, which left
        // before the answer was stored.
        await Promise.all([
          current.conversationId &&
            refetchAfterWrite(queryClient, assistantKeys.conversation(current.conversationId)),
          refetchAfterWrite(queryClient, assistantKeys.conversations()),
          refetchAfterWrite(queryClient, assistantKeys.status()),
        ]);
      }
    },
    [queryClient],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { turn, running: isTurnRunning(turn), send, stop };
}
