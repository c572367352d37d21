/**
 * The parts of crypto-js the browser needs (SHA-256, HMAC-SHA256, AES-CBC with PKCS7, Base64, Utf8),
 * imported module by module so the first page load does not carry the whole library (~20 ciphers).
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/enc-base64';
import 'crypto-js/sha256';
import 'crypto-js/hmac';
import 'crypto-js/cipher-core';
import 'crypto-js/aes';

export default CryptoJS;
