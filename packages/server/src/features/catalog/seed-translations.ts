/**
 * The seeded catalogue in German and Spanish (issue 38): every text of seed.ts a person reads, by product code.
 * The database keeps the English of seed.ts; the catalogue's answers lay these over it in the asker's language
 * (texts.ts). A table must name every seeded item or package and every text of each, in every language but English:
 * TypeScript refuses one that misses any.
 *
 * Formal address (Sie, usted). A guide is "der Guide" in German and "la guía" in Spanish; Personal Map is the
 * product's name in both. A guide's name is its title in packages/server/guides/<language>/*.md (by reportId),
 * and its report's name is that title too (seed-translations.pure.test.ts holds both). When an English text of
 * seed.ts changes, its translations here change with it.
 */
import type { Language } from '@insight/api';
import type { SeedCatalogItem, SeedItemCode, SeedPackage, SeedPackageCode } from './seed.js';

/** The languages the catalogue is translated into: every language but English, which seed.ts writes. */
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** The texts of an item a person reads. Its report's name is its name (a guide's title), so it is not repeated. */
export type ItemTexts = Readonly<Pick<SeedCatalogItem, 'name' | 'shortDescription' | 'description'>>;

/** The texts of a package a person reads; its description is simple HTML, as in seed.ts. */
export type PackageTexts = Readonly<Pick<SeedPackage, 'name' | 'description'>>;

type Translations<Code extends string, Texts> = Readonly<Record<Code, Readonly<Record<TranslatedLanguage, Texts>>>>;

export const ITEM_TRANSLATIONS: Translations<SeedItemCode, ItemTexts> = {
  'MAP-001': {
    de: {
      name: 'Meine Personal Map',
      shortDescription:
        'Ihre fünf zentralen Eigenschaften auf einer Seite und was jede davon im Alltag für Sie bedeutet.',
      description:
        'Mit Ihrer Personal Map beginnt Ihre Reise mit Insight. Aus Ihren Antworten auf den Fragebogen mit 50 ' +
        'Fragen entsteht ein Porträt von fünf grundlegenden Eigenschaften: wie Sie Energie aus dem Kontakt mit ' +
        'Menschen schöpfen, wie Sie anderen begegnen, wie Sie Ihre Arbeit organisieren, wie Sie mit Druck umgehen ' +
        'und wie Sie sich mit Ideen auseinandersetzen. Zu jeder Eigenschaft erhalten Sie eine verständliche Deutung ' +
        'Ihres Ergebnisses und praktische Vorschläge, die Sie schon diese Woche ausprobieren können. Alle anderen ' +
        'Guides bauen darauf auf.',
    },
    es: {
      name: 'Mi Personal Map',
      shortDescription:
        'Sus cinco rasgos principales en una sola página y lo que cada uno significa para usted en el día a día.',
      description:
        'Su Personal Map es el punto de partida de su recorrido por Insight. Convierte sus respuestas al ' +
        'cuestionario de 50 preguntas en un retrato de cinco grandes rasgos: cómo obtiene energía de las personas, ' +
        'cómo se relaciona con los demás, cómo organiza su trabajo, cómo afronta la presión y cómo se acerca a las ' +
        'ideas. Para cada rasgo recibe una lectura clara de su puntuación y sugerencias prácticas que puede probar ' +
        'esta misma semana. Todas las demás guías parten de él.',
    },
  },
  'CAR-001': {
    de: {
      name: 'Berufliche Stärken',
      shortDescription: 'Wo Sie meist Ihre beste Arbeit leisten und welches Umfeld das fördert.',
      description:
        'Dieser Guide betrachtet, wie Sie Ihre Arbeit organisieren, wie Sie gern mit Menschen zusammenarbeiten und ' +
        'wie Sie neue Ideen aufnehmen, und macht daraus konkrete Stärken, die Sie in einem Mitarbeitergespräch oder ' +
        'einem Vorstellungsgespräch benennen können. Er schlägt Aufgaben und Arbeitsumfelder vor, die meist zu ' +
        'Ihrem Profil passen, und Gewohnheiten, die an den Tagen helfen, an denen es anders ist.',
    },
    es: {
      name: 'Fortalezas profesionales',
      shortDescription: 'Dónde suele dar lo mejor de sí en el trabajo y qué entornos lo favorecen.',
      description:
        'Esta guía analiza cómo organiza su trabajo, cómo le gusta trabajar con otras personas y cómo recibe las ' +
        'ideas nuevas, y lo convierte en fortalezas concretas que puede mencionar en una evaluación o en una ' +
        'entrevista. Sugiere los tipos de tareas y entornos que suelen encajar con su perfil, y hábitos que le ' +
        'ayudan los días en que no es así.',
    },
  },
  'CAR-002': {
    de: {
      name: 'Führungsstil',
      shortDescription:
        'Wie Sie meist führen, entscheiden und ein Team unterstützen, ob mit oder ohne Führungsposition.',
      description:
        'Dieser Guide beschreibt, wie Sie wahrscheinlich die Richtung vorgeben, Entscheidungen treffen, mit ' +
        'Konflikten umgehen und unter Druck standfest bleiben. Er ist für alle geschrieben, die führen: ' +
        'Führungskräfte, Mannschaftskapitäne, Projektleitungen und Eltern, die einen Haushalt organisieren. Jeder ' +
        'Abschnitt nennt, was andere an Ihrem Stil wahrscheinlich schätzen, und ein oder zwei Gewohnheiten, die ' +
        'ihn abrunden.',
    },
    es: {
      name: 'Estilo de liderazgo',
      shortDescription: 'Cómo suele liderar, decidir y apoyar a un equipo, tenga o no el cargo.',
      description:
        'Esta guía describe cómo es probable que marque el rumbo, tome decisiones, gestione los conflictos y ' +
        'mantenga la serenidad bajo presión. Está escrita para cualquier persona que lidere: responsables de ' +
        'equipo, capitanes, jefes de proyecto y madres y padres que organizan un hogar. Cada sección indica lo que ' +
        'los demás probablemente valoran de su estilo y uno o dos hábitos que lo completan.',
    },
  },
  'SPT-001': {
    de: {
      name: 'Trainingsmotivation',
      shortDescription:
        'Was Sie zum Trainieren motiviert und wie Sie eine Routine aufbauen, die Sie wirklich durchhalten.',
      description:
        'Dieser Guide verbindet Ihre Eigenschaften damit, wie Sie eine Trainingsgewohnheit beginnen, beibehalten ' +
        'und wieder aufnehmen. Er betrachtet, wie viel Struktur Sie sich wünschen, ob Gesellschaft Sie anspornt ' +
        'und wie Rückschläge auf Sie wirken, und schlägt Wege vor, Einheiten zu planen, Fortschritte festzuhalten ' +
        'und wieder in den Tritt zu kommen, die zu Ihrem Profil passen.',
    },
    es: {
      name: 'Motivación para entrenar',
      shortDescription: 'Qué le mantiene entrenando y cómo crear una rutina que de verdad vaya a mantener.',
      description:
        'Esta guía relaciona sus rasgos con la forma en que empieza, mantiene y retoma un hábito de entrenamiento. ' +
        'Analiza cuánta estructura necesita, si la compañía le anima y cómo le afectan los contratiempos, y ' +
        'propone formas de planificar las sesiones, seguir sus progresos y volver a la rutina que encajan con su ' +
        'perfil.',
    },
  },
  'SPT-002': {
    de: {
      name: 'Teamsport-Profil',
      shortDescription: 'Wie Sie als Teil eines Teams wahrscheinlich spielen, kommunizieren und mit Druck umgehen.',
      description:
        'Dieser Guide beschreibt, welche Rolle Sie in einer Mannschaft wahrscheinlich übernehmen, wie Sie auf dem ' +
        'Platz und daneben meist kommunizieren und wie Sie auf knappe Spiele und Fehler reagieren. Er zeigt, wie ' +
        'Sie das Beste aus Ihrer natürlichen Rolle machen und Mitspielerinnen und Mitspieler unterstützen, die das ' +
        'Spiel anders angehen.',
    },
    es: {
      name: 'Perfil en deportes de equipo',
      shortDescription: 'Cómo es probable que juegue, se comunique y afronte la presión como parte de un equipo.',
      description:
        'Esta guía describe el papel que probablemente asume en un equipo, cómo suele comunicarse dentro y fuera ' +
        'del campo y cómo responde a los partidos ajustados y a los errores. Propone formas de sacar el máximo ' +
        'partido de su papel natural y de apoyar a los compañeros que viven el juego de otra manera.',
    },
  },
  'PER-001': {
    de: {
      name: 'Beziehungen & Kommunikation',
      shortDescription:
        'Wie Sie mit den Menschen, die Ihnen wichtig sind, in Kontakt treten, ihnen zuhören und ihnen widersprechen.',
      description:
        'Dieser Guide betrachtet, wie Sie sich im Freundeskreis, in der Familie und in der Partnerschaft öffnen, ' +
        'Fürsorge zeigen und mit Meinungsverschiedenheiten umgehen. Er bietet Anregungen für Gespräche, die gut ' +
        'laufen, für solche, die schwierig sind, und dafür, Menschen zu verstehen, deren Stil sich von Ihrem ' +
        'unterscheidet.',
    },
    es: {
      name: 'Relaciones y comunicación',
      shortDescription: 'Cómo conecta, escucha y discrepa con las personas que le importan.',
      description:
        'Esta guía analiza cómo se abre a los demás, cómo demuestra su cariño y cómo gestiona los desacuerdos con ' +
        'sus amistades, su familia y su pareja. Ofrece ideas para las conversaciones que van bien, para las ' +
        'difíciles y para comprender a las personas cuyo estilo es distinto del suyo.',
    },
  },
  'PER-002': {
    de: {
      name: 'Stress & Resilienz',
      shortDescription:
        'Wie Druck meist auf Sie wirkt und welche alltäglichen Gewohnheiten Ihnen helfen, sich zu erholen.',
      description:
        'Dieser Guide beschreibt, wie Sie Druck wahrscheinlich erleben, was Ihnen meist hilft, sich zu erholen, ' +
        'und welche alltäglichen Routinen Sie unterstützen. Er ist praktisch und behutsam und dient nur der ' +
        'Information: Er ersetzt nicht die Hilfe einer qualifizierten Fachperson.',
    },
    es: {
      name: 'Estrés y resiliencia',
      shortDescription: 'Cómo suele afectarle la presión y qué hábitos cotidianos le ayudan a recuperarse.',
      description:
        'Esta guía describe cómo es probable que viva la presión, qué suele ayudarle a recuperarse y qué rutinas ' +
        'cotidianas le sirven de apoyo. Es práctica y amable, y tiene un fin solo informativo: no sustituye la ' +
        'ayuda de un profesional cualificado.',
    },
  },
};

export const PACKAGE_TRANSLATIONS: Translations<SeedPackageCode, PackageTexts> = {
  'PKG-MAP': {
    de: {
      name: 'Personal Map',
      description:
        '<p>Beginnen Sie mit dem Guide <strong>Meine Personal Map</strong>: Ihre fünf zentralen Eigenschaften in ' +
        'verständlichen Worten erklärt, mit praktischen Vorschlägen zu jeder.</p><ul><li>Meine Personal Map</li></ul>',
    },
    es: {
      name: 'Personal Map',
      description:
        '<p>Empiece con <strong>Mi Personal Map</strong>: sus cinco rasgos principales explicados con palabras ' +
        'sencillas, con sugerencias prácticas para cada uno.</p><ul><li>Mi Personal Map</li></ul>',
    },
  },
  'PKG-ALL': {
    de: {
      name: 'Insight komplett',
      description:
        '<p>Alles, was Insight bietet, günstiger als die Guides einzeln gekauft.</p><ul>' +
        '<li>Meine Personal Map</li><li>Berufliche Stärken</li><li>Führungsstil</li><li>Trainingsmotivation</li>' +
        '<li>Teamsport-Profil</li><li>Beziehungen &amp; Kommunikation</li><li>Stress &amp; Resilienz</li></ul>',
    },
    es: {
      name: 'Insight completo',
      description:
        '<p>Todo lo que ofrece Insight, por menos de lo que cuestan las guías compradas una a una.</p><ul>' +
        '<li>Mi Personal Map</li><li>Fortalezas profesionales</li><li>Estilo de liderazgo</li>' +
        '<li>Motivación para entrenar</li><li>Perfil en deportes de equipo</li><li>Relaciones y comunicación</li>' +
        '<li>Estrés y resiliencia</li></ul>',
    },
  },
};
