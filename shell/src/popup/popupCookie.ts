import { POPUP_SUPPRESS_MS } from '@lotto/shared';

export const POPUP_COOKIE = 'lotto_popup_hidden';

/** Whether the member chose 'ไม่ต้องการให้ขึ้นอีก' within the last hour (the cookie still exists). */
export function isPopupSuppressed(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${POPUP_COOKIE}=`));
}

/** The cookie of docs/screens.md#behaviour: the browser drops it after 1 hour, and the popup returns. */
export function popupSuppressionCookie(): string {
  return `${POPUP_COOKIE}=1; max-age=${POPUP_SUPPRESS_MS / 1000}; path=/; SameSite=Lax`;
}

export function suppressPopup(): void {
  document.cookie = popupSuppressionCookie();
}

export function allowPopup(): void {
  document.cookie = `${POPUP_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
