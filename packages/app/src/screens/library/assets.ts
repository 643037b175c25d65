/**
 * The address of a catalogue picture. Names the server gives as full addresses (or paths from the
 * site root) are kept; a bare file name is looked up under the configured image folder
 * (settings.reportImagePath, SPEC §3).
 */
export function assetUrl(folder: string | undefined, name: string | null | undefined): string | undefined {
  const file = name?.trim();
  if (!file) return undefined;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(file)) return file;
  const base = folder?.trim();
  if (!base) return file;
  return `${base.replace(/\/+$/, '')}/${file.replace(/^\.?\/+/, '')}`;
}
