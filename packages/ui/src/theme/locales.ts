import { defaultInsightStrings, type InsightStrings } from './locale';

/**
 * The design system's words in the languages Insight speaks besides English (issue 38), for a product to give its
 * `InsightProvider` (`strings`) with the matching `locale`: German (formal address, as the product writes) and
 * Spanish (usted). Every key of InsightStrings is here: TypeScript refuses a language that misses one.
 */
export const germanInsightStrings: Readonly<InsightStrings> = Object.freeze({
  close: 'Schließen',
  dismiss: 'Ausblenden',
  closeNotification: 'Meldung schließen',
  notifications: 'Meldungen',
  errorNotifications: 'Fehler',
  help: (title: string) => `Hilfe: ${title}`,
  confirm: 'Bestätigen',
  cancel: 'Abbrechen',
  navigation: 'Hauptmenü',
  menu: 'Menü',
  loading: 'Wird geladen…',
  readMore: 'Mehr lesen',
  readLess: 'Weniger lesen',
  selectAll: 'Alle auswählen',
  scrollToTop: 'Nach oben',
  profilePicture: 'Profilbild',
  changePhoto: 'Foto ändern',
  imageTooLarge: 'Die Datei darf höchstens 1 MB groß sein.',
  imageType: 'Bitte wählen Sie eine JPG- oder PNG-Datei.',
  support: 'Hilfe:',
  version: (version: string) => `Version ${version}`,
  trait: 'Eigenschaft',
  noScore: 'Kein Wert',
  noScores: 'Noch keine Werte.',
  view: 'Ansehen',
  overview: 'Überblick',
  addToCart: 'In den Warenkorb',
  select: 'Auswählen',
  offerPrice: (price: string) => `Nur ${price}`,
  notificationsButton: (unread: number) => (unread > 0 ? `Mitteilungen, ${unread} ungelesen` : 'Mitteilungen'),
  notificationsTitle: 'Mitteilungen',
  noNotifications: 'Noch keine Mitteilungen',
  unread: 'Ungelesen',
  on: 'An',
  off: 'Aus',
  percentile: (percentile: number) => `${percentile}. Perzentil`,
  percentileShort: (percentile: number) => `${percentile}.`,
  higherThan: (share: string, group: string) => `Höher als ${share} der ${group}`,
  percentileChange: (points: number, signed: string) =>
    points === 0
      ? 'Keine Veränderung seit dem letzten Mal'
      : `${signed} ${Math.abs(points) === 1 ? 'Punkt' : 'Punkte'} seit dem letzten Mal`,
  levelLow: 'Niedrig',
  levelAverage: 'Durchschnittlich',
  levelHigh: 'Hoch',
  historyPoint: (date: string, percentile: number) => `${percentile}. Perzentil am ${date}`,
  date: 'Datum',
  percentileHeading: 'Perzentil',
  comparedWith: 'Verglichen mit',
  groupSex: 'Frauen oder Männer',
  groupWomen: 'Frauen',
  groupMen: 'Männer',
  groupBoth: 'Beide, gemittelt (keine Angabe)',
  groupAge: 'Alter',
  groupUnder21: 'Unter 21',
  group21to40: '21–40',
  group41to60: '41–60',
  groupOver60: 'Über 60',
} satisfies InsightStrings);

export const spanishInsightStrings: Readonly<InsightStrings> = Object.freeze({
  close: 'Cerrar',
  dismiss: 'Descartar',
  closeNotification: 'Cerrar aviso',
  notifications: 'Avisos',
  errorNotifications: 'Errores',
  help: (title: string) => `Ayuda: ${title}`,
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  navigation: 'Principal',
  menu: 'Menú',
  loading: 'Cargando…',
  readMore: 'Leer más',
  readLess: 'Leer menos',
  selectAll: 'Seleccionar todo',
  scrollToTop: 'Volver arriba',
  profilePicture: 'Foto de perfil',
  changePhoto: 'Cambiar foto',
  imageTooLarge: 'El archivo debe ocupar 1 MB como máximo.',
  imageType: 'Seleccione un archivo jpg o png.',
  support: 'Soporte:',
  version: (version: string) => `Versión ${version}`,
  trait: 'Rasgo',
  noScore: 'Sin puntuación',
  noScores: 'Aún no hay puntuaciones.',
  view: 'Ver',
  overview: 'Resumen',
  addToCart: 'Añadir al carrito',
  select: 'Elegir',
  offerPrice: (price: string) => `Solo ${price}`,
  notificationsButton: (unread: number) => (unread > 0 ? `Avisos, ${unread} sin leer` : 'Avisos'),
  notificationsTitle: 'Avisos',
  noNotifications: 'Aún no hay avisos',
  unread: 'Sin leer',
  on: 'Sí',
  off: 'No',
  percentile: (percentile: number) => `percentil ${percentile}`,
  percentileShort: (percentile: number) => `P${percentile}`,
  higherThan: (share: string, group: string) => `Por encima del ${share} de ${group}`,
  percentileChange: (points: number, signed: string) =>
    points === 0
      ? 'Sin cambios desde la última vez'
      : `${signed} ${Math.abs(points) === 1 ? 'punto' : 'puntos'} desde la última vez`,
  levelLow: 'Bajo',
  levelAverage: 'Medio',
  levelHigh: 'Alto',
  historyPoint: (date: string, percentile: number) => `percentil ${percentile} el ${date}`,
  date: 'Fecha',
  percentileHeading: 'Percentil',
  comparedWith: 'Comparado con',
  groupSex: 'Mujeres u hombres',
  groupWomen: 'Mujeres',
  groupMen: 'Hombres',
  groupBoth: 'Ambos, promediados (prefiero no decirlo)',
  groupAge: 'Edad',
  groupUnder21: 'Menos de 21',
  group21to40: '21–40',
  group41to60: '41–60',
  groupOver60: 'Más de 60',
} satisfies InsightStrings);

/** Accented letters for the pseudo-locale (what a translation's diacritics do to a line's height and width). */
const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

/**
 * A line as the pseudo-locale says it: every letter accented and about 30 % longer (German and Spanish run 20–35 %
 * longer than English), in brackets, so that truncation, overflow and a word left untranslated show at a glance.
 */
export function pseudoLocalize(text: string): string {
  const accented = text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
  const padding = '·'.repeat(Math.ceil(text.length * 0.3));
  return `[${accented}${padding}]`;
}

/** `strings` (English by default) in the pseudo-locale: each word, and each function's answer, pseudo-localized. */
export function pseudoInsightStrings(
  strings: Readonly<InsightStrings> = defaultInsightStrings,
): Readonly<InsightStrings> {
  const pseudo: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(strings)) {
    pseudo[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => pseudoLocalize(String((value as (...a: unknown[]) => unknown)(...args)))
        : pseudoLocalize(String(value));
  }
  return Object.freeze(pseudo as unknown as InsightStrings);
}
