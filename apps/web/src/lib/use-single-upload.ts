import { useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';

type SingleUploadOptions<F extends { id: string }> = {
  /** The id the form holds now (null: no file). */
  id: string | null;
  /** The file the record had when the form opened. */
  initial: F | null;
  upload: (file: File) => Promise<F>;
  /** Deletes a file on the server. */
  remove: (id: string) => Promise<unknown>;
  /** A new file took the place of the old one, or (null) the file was taken away. */
  onChange: (file: F | null) => void;
  /** After each attempt: the field counts as visited. */
  onDone: () => void;
};

/**
 * One uploaded file held by a form field as its id (a cover image, a PDF): upload to replace it,
 * or take it away. A file uploaded here and then replaced or taken away before saving is used
 * nowhere, so it is deleted on the server at once.
 */
export function useSingleUpload<F extends { id: string }>({
  id,
  initial,
  upload,
  remove,
  onChange,
  onDone,
}: SingleUploadOptions<F>) {
  const [known, setKnown] = useState<Record<string, F>>(() =>
    initial ? { [initial.id]: initial } : {},
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Uploaded here and not saved yet: replacing or removing it deletes it on the server.
  const fresh = useRef(new Set<string>());

  const discard = (fileId: string | null) => {
    if (fileId && fresh.current.has(fileId)) {
      fresh.current.delete(fileId);
      remove(fileId).catch(() => undefined);
    }
  };

  const onFiles = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const uploaded = await upload(file);
      fresh.current.add(uploaded.id);
      setKnown((previous) => ({ ...previous, [uploaded.id]: uploaded }));
      discard(id);
      onChange(uploaded);
    } catch (error) {
      setProblem(`${file.name}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
      onDone();
    }
  };

  return {
    /** The file the form holds, when known here (undefined for an id from elsewhere). */
    file: id ? known[id] : undefined,
    busy,
    /** Why the last upload failed, with the file's name. */
    problem,
    dismissProblem: () => setProblem(null),
    onFiles: (files: File[]) => void onFiles(files),
    clear: () => {
      discard(id);
      onChange(null);
    },
  };
}
