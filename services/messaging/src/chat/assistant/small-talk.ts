import { foldAccents, words } from '../language/normalise';

const GREETINGS = new Set(
  'hi hello hey hola buenas buenos dias tardes noches good morning afternoon evening there'.split(
    ' ',
  ),
);
const THANKS = new Set(
  'thanks thank you thx ty muchas gracias mil perfect perfecto great genial ok okay vale cheers'.split(
    ' ',
  ),
);

/** A message that only greets or thanks ("hola!", "thanks a lot") gets a reply, not a search. */
export function smallTalk(message: string): 'greeting' | 'thanks' | undefined {
  const folded = words(message).map(foldAccents);
  if (!folded.length || folded.length > 5) return undefined;
  if (
    folded.every(
      (word) =>
        THANKS.has(word) || word === 'a' || word === 'lot' || word === 'so' || word === 'much',
    )
  )
    return folded.some((word) => THANKS.has(word)) ? 'thanks' : undefined;
  if (folded.every((word) => GREETINGS.has(word))) return 'greeting';
  return undefined;
}
