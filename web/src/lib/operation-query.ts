/**
 * Queries and mutations derived from an operation's contract: the query key is the operation's
 * name and its input (never a URL), the fetcher is call(), and a feature refreshes another's data
 * only by naming the operation whose answers are out of date.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { CallInput, Operation, OutputOf } from '@common/operation';
import { call, type InputArgs } from './call';

/** The query key of one call: `[operation name, input]`. */
export type OperationKey<O extends Operation> = readonly [O['name'], CallInput<O>];

/** The key of one call of an operation; its first part alone names all of its calls. */
export function operationKey<O extends Operation>(
  operation: O,
  ...[input]: InputArgs<O>
): OperationKey<O> {
  return [operation.name, (input ?? {}) as CallInput<O>];
}

/** A query's options other than its key and fetcher (enabled, staleTime, select…). */
export type OperationQueryOptions<O extends Operation, TData = OutputOf<O>> = Omit<
  UseQueryOptions<OutputOf<O>, Error, TData, OperationKey<O>>,
  'queryKey' | 'queryFn'
>;

const callWith = <O extends Operation>(operation: O, input: CallInput<O>) =>
  call(operation, ...([input] as InputArgs<O>));

/** The query options of one call: its key, call() as the fetcher, and the options given. */
export function operationQueryOptions<O extends Operation, TData = OutputOf<O>>(
  operation: O,
  input: CallInput<O>,
  options?: OperationQueryOptions<O, TData>,
) {
  return queryOptions<OutputOf<O>, Error, TData, OperationKey<O>>({
    ...options,
    queryKey: operationKey(operation, ...([input] as InputArgs<O>)),
    queryFn: () => callWith(operation, input),
  });
}

/** useQuery over one call of an operation. */
export function useOperationQuery<O extends Operation, TData = OutputOf<O>>(
  operation: O,
  input: CallInput<O>,
  options?: OperationQueryOptions<O, TData>,
) {
  return useQuery(operationQueryOptions(operation, input, options));
}

/** Marks every cached call of the operation out of date; the ones on screen are read again. */
export function invalidateOperation(queryClient: QueryClient, operation: Operation) {
  return queryClient.invalidateQueries({ queryKey: [operation.name] });
}

/** Puts an answer in the cache as the answer of one call (a mutation that returned it). */
export function setOperationData<O extends Operation>(
  queryClient: QueryClient,
  operation: O,
  input: CallInput<O>,
  data: OutputOf<O> | ((cached: OutputOf<O> | undefined) => OutputOf<O> | undefined),
) {
  return queryClient.setQueryData<OutputOf<O>>(
    operationKey(operation, ...([input] as InputArgs<O>)),
    data,
  );
}

/** Forgets the cached answer of one call (what it named is gone). */
export function removeOperationData<O extends Operation>(
  queryClient: QueryClient,
  operation: O,
  input: CallInput<O>,
) {
  queryClient.removeQueries({ queryKey: operationKey(operation, ...([input] as InputArgs<O>)) });
}

/** A mutation's options other than its fetcher, and the operations whose answers it changes. */
export type OperationMutationOptions<O extends Operation, TContext = unknown> = Omit<
  UseMutationOptions<OutputOf<O>, Error, CallInput<O>, TContext>,
  'mutationFn'
> & {
  /** Read again after a success (once `onSuccess` is done); the mutation is pending until then. */
  invalidates?: readonly Operation[];
};

/** useMutation over an operation: `mutate(input)` calls it with that input. */
export function useOperationMutation<O extends Operation, TContext = unknown>(
  operation: O,
  { invalidates = [], onSuccess, ...options }: OperationMutationOptions<O, TContext> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<OutputOf<O>, Error, CallInput<O>, TContext>({
    ...options,
    mutationFn: (input) => callWith(operation, input),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await Promise.all(invalidates.map((other) => invalidateOperation(queryClient, other)));
    },
  });
}
