// Shared by snapshot.mjs (checking a stored snapshot) and snapshot-worker.mjs
// (storing one).

// A checksum of every byte of a snapshot: two lanes (even and odd 32-bit
// words) of multiply-rotate steps, and the length. Any damaged stretch changes
// it, as does a missing or extra one. It guards against a damaged or truncated
// copy as well as the SHA-256 used here before, in a fraction of the time
// (10-30 ms for 31 MB here, against 45-100 ms); anyone able to write Cache
// Storage could forge either, and run script in the page anyway.
export function checksum(bytes) {
  if (bytes.byteOffset % 4) bytes = bytes.slice();
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  const even = words.length & ~1;
  let a = 0x811c9dc5, b = 0x9747b28c;
  for (let i = 0; i < even; i += 2) {
    a = Math.imul(a ^ words[i], 0x01000193);
    a = (a << 13) | (a >>> 19);
    b = Math.imul(b ^ words[i + 1], 0x5bd1e995);
    b = (b << 15) | (b >>> 17);
  }
  for (let i = even * 4; i < bytes.length; i++) {
    a = Math.imul(a ^ bytes[i], 0x01000193);
    a = (a << 13) | (a >>> 19);
  }
  const hex8 = (x) => (x >>> 0).toString(16).padStart(8, "0");
  return `${hex8(a)}${hex8(b)}-${bytes.length}`;
}
