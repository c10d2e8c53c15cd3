import { ApiRequestError } from '@balcao/ui';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './use-idempotency-key';

describe('useIdempotencyKey', () => {
  it('keeps the key when the answer was lost, so the retry is not applied twice', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();

    result.current.afterError(new ApiRequestError(0, null, 'Erro interno no servidor'));
    result.current.afterError(new ApiRequestError(503, null, 'Erro interno no servidor'));

    expect(result.current.current()).toBe(first);
  });

  it('changes the key after a rejection, so the corrected form is a new request', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.current();

    result.current.afterError(new ApiRequestError(409, null, 'Este e-mail já está cadastrado'));

    expect(result.current.current()).not.toBe(first);
  });
});
