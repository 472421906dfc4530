import { SHOP_STORAGE_KEY } from '@vitrina/contracts/limits';

/** The shop this browser works in; null until one is chosen (the server then uses the last). */
export function readShopId(): string | null {
  return localStorage.getItem(SHOP_STORAGE_KEY);
}

export function writeShopId(shopId: number): void {
  localStorage.setItem(SHOP_STORAGE_KEY, String(shopId));
}

export function removeShopId(): void {
  localStorage.removeItem(SHOP_STORAGE_KEY);
}
