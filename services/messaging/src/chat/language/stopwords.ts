import type { ChatLanguage } from './normalise';

/** Function words: they tell the language apart and carry no meaning for retrieval. */
const ENGLISH = `a about above after again against all am an and any are as at be because been
before being below between both but by can could did do does doing don down during each few for
from further had has have having he her here hers herself him himself his how i if in into is it
its itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them themselves
then there these they this those through to too under until up very was we were what when where
which while who whom why will with would you your yours yourself yourselves s t ll ve re d m im
ive id dont doesnt isnt arent cant wont also get got im us let lets guys please hi hello thanks
thank really anything something much many any tell know need needs want like never ever
always sometimes often maybe perhaps yes oh hmm anyway though although since whether`;

const SPANISH = `a al algo algunas algunos ante antes como con contra cual cuales cuando de del
desde donde durante e el ella ellas ellos en entre era eras es esa esas ese eso esos esta estas
este esto estos fue fueron ha han has hay he la las le les lo los mas me mi mis mucho muchos muy
nada ni no nos nosotros o os otra otras otro otros para pero poco por porque que quien quienes se
sea ser si sin sobre son su sus tambien te tenia ti tu tus un una uno unos vosotros y ya yo
tengo tienes tiene tenemos tienen puedo puede podemos pueden necesito necesita necesitamos
quiero quiere hola gracias saber favor me mi estoy esta estan hacer hace cuanto cuanta cuantos
cuantas cual como que donde cuando podra podran podria podrian podre podremos pueda puedan conmigo
contigo aqui alli ahi aca`;

const toSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** Accent-folded stopwords of each language (compare with foldAccents of a word). */
export const STOPWORDS: Record<ChatLanguage, ReadonlySet<string>> = {
  en: toSet(ENGLISH),
  es: toSet(SPANISH),
};

/**
 * Words that mark a question's language but are too short or too shared to be stopwords of the
 * other language's retrieval ("a", "de" and "no" exist in both).
 */
export const LANGUAGE_MARKERS: Record<ChatLanguage, ReadonlySet<string>> = {
  en: toSet(`the is are do does what how which can my i you your of to and for with have need
    much many long am be get will would should there this that it on from hello hi thanks thank`),
  es: toSet(`el la los las es son que como cual cuanto cuanta cuantos cuantas mi mis tengo puedo
    necesito quiero de del para por con y en un una al se hay debo tarda cuesta pido si hola gracias
    buenas buenos`),
};
