/** Base64 for binary data (the API and stored records carry ciphertext as base64 text). */

export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small for long inputs.
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Throws on text that is not base64 (atob's DOMException). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of a text's UTF-8 bytes (btoa alone only takes Latin-1). */
export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}
