// What makes a staff password acceptable, as NIST SP 800-63B (revision 4) puts it: long enough, not
// one of the passwords people use most, not the person's own name or address, not a pattern or a
// well-known phrase at any length, and nothing else: no rules about capitals, digits or symbols,
// which make passwords harder to remember and no harder to guess. zxcvbn (@zxcvbn-ts) estimates how
// many guesses a password takes from its lists of common passwords, words and names and its
// patterns (keyboard rows, sequences, repeats, dates), read offline; it is asked about the password
// as typed and with its spaces and punctuation taken out, so "Correct-Horse Battery Staple!" is
// recognised as the phrase it is.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { dictionary as english, translations } from "@zxcvbn-ts/language-en";
import { pastors } from "~/content/pastors";
import { site } from "~/content/site";
import { MIN_PASSWORD_LENGTH } from "./terms";

/**
 * Phrases that password advice made famous, and so are in every guessing list: written without
 * spaces or punctuation, as the password is compared.
 */
const FAMOUS_PHRASES = [
  "correcthorsebatterystaple",
  "tr0ub4dor3",
  "thequickbrownfoxjumpsoverthelazydog",
  "tobeornottobe",
  "maytheforcebewithyou",
  "jesuslovesme",
  "godisgoodallthetime",
];

/**
 * What a guesser at a church tries first: verses and phrases every member knows, written as the
 * password is compared. Each is a word of zxcvbn's dictionary, so a password made of one (with a few
 * digits or symbols added) scores as the short guess it is.
 */
const SCRIPTURE_PHRASES = [
  "thelordismyshepherd",
  "thelordismyshepherdishallnotwant",
  "ishallnotwant",
  "forgodsolovedtheworld",
  "john316",
  "johnthreesixteen",
  "psalm23",
  "icandoallthingsthroughchrist",
  "icandoallthingsthroughchristwhostrengthensme",
  "philippians413",
  "jeremiah2911",
  "foriknowtheplansihaveforyou",
  "trustinthelordwithallyourheart",
  "bestillandknowthatiamgod",
  "thejoyofthelordismystrength",
  "thelordismylightandmysalvation",
  "thisisthedaythelordhasmade",
  "rejoiceinthelordalways",
  "inthebeginningwastheword",
  "inthebeginninggodcreatedtheheavensandtheearth",
  "inthebeginning",
  "lettherebelight",
  "ourfatherwhoartinheaven",
  "ourfatherwhichartinheaven",
  "hallowedbethyname",
  "thykingdomcome",
  "thywillbedone",
  "givethanksuntothelord",
  "praisethelord",
  "blessedbethenameofthelord",
  "amazinggrace",
  "amazinggracehowsweetthesound",
  "greatisthyfaithfulness",
  "howgreatthouart",
  "itiswellwithmysoul",
  "savedbygrace",
  "savedbygracethroughfaith",
  "walkbyfaithnotbysight",
  "faithhopeandlove",
  "thegreatestoftheseislove",
  "loveisspatient",
  "loveispatientloveiskind",
  "lovethyneighbor",
  "loveyourneighbor",
  "loveyourneighborasyourself",
  "iamthewaythetruthandthelife",
  "thewaythetruthandthelife",
  "lightoftheworld",
  "saltoftheearth",
  "thegoodshepherd",
  "heisrisen",
  "christisrisen",
  "heisrisenindeed",
  "jesusislord",
  "jesussaves",
  "jesuswept",
  "godislove",
  "godisgood",
  "godblessyou",
  "holyholyholy",
  "hallelujah",
  "alleluia",
  "praisegod",
  "lordhavemercy",
  "thebloodofjesus",
  "wordofgod",
  "bornagain",
  "fearnot",
  "peacebewithyou",
  "thelordbewithyou",
  "thelordblessyouandkeepyou",
  "thelordsmyshepherd",
  "thelordismyshepard",
  "giveusthisdayourdailybread",
  "forgiveusourtrespasses",
  "leadusnotintotemptation",
  "deliverusfromevil",
  "seekyefirstthekingdomofgod",
  "seekfirstthekingdomofgod",
  "whatwouldjesusdo",
  "wwjd",
  "thegreatcommission",
  "gointoalltheworld",
  "takeupyourcross",
  "blessedarethepoorinspirit",
  "blessedarethepeacemakers",
  "theearthisthelords",
  "mycupoverflows",
  "surelygoodnessandmercy",
  "yeathoughiwalkthroughthevalley",
  "thevalleyoftheshadowofdeath",
  "greaterlovehathnoman",
  "abidewithme",
  "nearermygodtothee",
  "onwardchristiansoldiers",
  "jesuslovesmethisiknow",
  "thisistheday",
  "hesgotthewholeworldinhishands",
];

/** zxcvbn's score (0–4) below which a password is refused: 3 is at least 10⁸ guesses. */
const LEAST_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
function guesser(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...dictionary,
      ...english,
      famous: FAMOUS_PHRASES,
      scripture: SCRIPTURE_PHRASES,
      church: churchWords(),
    },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
}

/**
 * The church's own words, as its site is built with them: its name, tagline, ministries, service,
 * where it meets and its pastors, each alone and squeezed together ("thebridgechurch").
 */
function churchWords(): string[] {
  const { worship, kidsMinistry, youthMinistry } = site;
  const phrases = [
    site.name,
    site.shortName,
    site.tagline,
    worship.experienceName,
    kidsMinistry.name,
    youthMinistry.name,
    worship.venue.name,
    worship.venue.street,
    worship.venue.city,
    ...pastors.pastors.map((pastor) => pastor.name),
  ];
  // Each phrase whole, each of its words, and each run of its first words ("connecting people to jesus").
  const words = phrases.flatMap((phrase) => {
    const parts = phrase.split(/\s+/);
    return [...parts.map((_, end) => squeezed(parts.slice(0, end + 1).join(" "))), ...parts.map(squeezed)];
  });
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Letters and digits only, lower case: how a phrase is compared whatever its spacing. */
const squeezed = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Long enough for any password manager's; longer is refused before it is hashed. */
const MAX_PASSWORD_LENGTH = 256;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/** What is wrong with a new password, in words for the person choosing it, or null. */
export function passwordProblem(password: string, person: { name: string; email: string | null }): string | null {
  const length = [...password.normalize("NFC")].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few words in a row make a good one.`;
  }
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered) || new Set(lowered).size < 4) {
    return "That password is one of the most common ones, which are tried first. Choose another.";
  }
  const own = [person.name, person.email, person.email?.split("@")[0]].filter(
    (value): value is string => typeof value === "string" && value.length >= 4,
  );
  if (own.some((value) => lowered.includes(value.toLowerCase()))) {
    return "Leave your name and e-mail address out of your password: they are the first things tried.";
  }
  // The church's own name and the person's are what a guesser tries beside the common lists.
  const context = [...site.name.split(/\s+/), ...own];
  const weakest = [password, squeezed(password)]
    .map((each) => guesser().check(each, context))
    .reduce((least, each) => (each.score < least.score ? each : least));
  if (weakest.score < LEAST_SCORE) {
    const why = weakest.feedback.warning ? ` ${weakest.feedback.warning}` : "";
    return `That password is a pattern or a well-known phrase, which are tried first.${why} Choose a few words that do not usually go together.`;
  }
  return null;
}
