/**
 * The device fingerprint of spec §9, used only for security (trusted devices, alerts):
 * built once from stable browser traits, hashed to base 36 and cached in localStorage.
 */
const STORAGE_KEY = 'device_fingerprint';
const FONTS = [
  'Arial',
  'Verdana',
  'Times New Roman',
  'Courier New',
  'Georgia',
  'Trebuchet MS',
  'Comic Sans MS',
  'Impact',
  'Tahoma',
];

/** The cached fingerprint, computing it the first time. */
export async function getDeviceFingerprint(): Promise<string> {
  const cached = localStorage.getItem(STORAGE_KEY);
  if (cached && /^[0-9a-z]{1,64}$/.test(cached)) return cached;
  const fingerprint = await hashToBase36(collectTraits().join('||'));
  localStorage.setItem(STORAGE_KEY, fingerprint);
  return fingerprint;
}

function collectTraits(): string[] {
  return [
    navigator.userAgent,
    navigator.language,
    navigator.platform,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    `${screen.width}x${screen.height}`,
    String(screen.colorDepth),
    String(window.devicePixelRatio),
    String('ontouchstart' in window || navigator.maxTouchPoints > 0),
    String(navigator.hardwareConcurrency ?? ''),
    canvasImage(),
    graphicsVendor(),
    installedFonts().join(','),
  ];
}

function canvasImage(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return 'no-canvas';
    context.textBaseline = 'top';
    context.font = '16px Arial';
    context.fillStyle = '#4338ca';
    context.fillText('Prashna प्रश्न ✓', 4, 8);
    return canvas.toDataURL();
  } catch {
    return 'no-canvas';
  }
}

function graphicsVendor(): string {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return 'no-webgl';
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return info
      ? String(gl.getParameter(info.UNMASKED_VENDOR_WEBGL))
      : String(gl.getParameter(gl.VENDOR));
  } catch {
    return 'no-webgl';
  }
}

function installedFonts(): string[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return [];
  const width = (font: string) => {
    context.font = `72px ${font}`;
    return context.measureText('mmmmmmmmmlli').width;
  };
  const base = width('monospace');
  return FONTS.filter((font) => width(`'${font}', monospace`) !== base);
}

async function hashToBase36(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  let value = 0n;
  for (const byte of bytes.slice(0, 16)) value = (value << 8n) | BigInt(byte);
  return value.toString(36);
}
