interface Callbacks<Saved> {
  onSuccess: (saved: Saved) => void;
  onError: (error: Error) => void;
}

interface Sender<Variables, Saved> {
  mutate: (variables: Variables, callbacks: Callbacks<Saved>) => void;
  isPending: boolean;
}

/**
 * The one mutation a create-or-edit form hands to `useFormSubmission`: with no `id` it
 * creates, with one it updates that record; either way `onSaved` hears of the answer.
 */
export function useCreateOrUpdate<Body, Saved>({
  id,
  create,
  update,
  onSaved,
}: {
  id: string | undefined;
  create: Sender<Body, Saved>;
  update: Sender<{ id: string; body: Body }, Saved>;
  onSaved: (saved: Saved) => void;
}): Sender<Body, Saved> {
  return {
    isPending: create.isPending || update.isPending,
    mutate: (body, callbacks) => {
      const done = {
        onSuccess: (saved: Saved) => {
          callbacks.onSuccess(saved);
          onSaved(saved);
        },
        onError: callbacks.onError,
      };
      if (id) update.mutate({ id, body }, done);
      else create.mutate(body, done);
    },
  };
}
