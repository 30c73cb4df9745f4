import { useRef, useState, type FormEvent } from 'react';

/**
 * A form's submit handler that sends once at a time: a second press while the first is being
 * sent does nothing, even before the button is drawn disabled (the flag is set at the press
 * itself). `sending` is for the button's state and progress.
 */
export function useSingleSubmit(send: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await send(event);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };
  return { onSubmit, sending };
}
