/** The kit's own strings, complete in every language, in one checked table; `en` is the fallback for every key. */
import { defineStrings } from './i18n.js';
import en from './strings.en.js';
import fr from './strings.fr.js';
import pl from './strings.pl.js';
import ru from './strings.ru.js';

export const BASE_STRINGS = defineStrings(en, { ru, fr, pl });
