import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';

export function readAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
}
