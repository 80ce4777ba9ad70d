/** Spock vocabulary (rules/spock.md §1–§3) in the kit's languages: every language in one checked table (the element loads English with it, the others on demand). */
import { defineStrings, type StringsKey } from '../../ui/i18n.js';
import en from './strings.en.js';
import fr from './strings.fr.js';
import pl from './strings.pl.js';
import ru from './strings.ru.js';

export const SPOCK_STRINGS = defineStrings(en, { ru, fr, pl });

/** A key of the Spock table. */
export type SpockKey = StringsKey<typeof SPOCK_STRINGS>;
