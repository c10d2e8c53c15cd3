import type { User } from '@balcao/contracts';
import { attendant, CURRENT_USER_ID } from '../../../test/fixtures';

export const THIRD_USER_ID = '0195f0a0-0000-7000-8000-0000000000c3';

/** Ana (signed in, holding the conversation), Bruno and Carla. */
export const team = (): User[] => [
  attendant({ id: CURRENT_USER_ID, name: 'Ana Souza', email: 'ana@escritorio.com.br' }),
  attendant(),
  attendant({ id: THIRD_USER_ID, name: 'Carla Dias', email: 'carla@escritorio.com.br' }),
];

export const userPage = (data: User[]) => ({ data, totalItems: data.length, totalResults: data.length, totalPages: 1 });
