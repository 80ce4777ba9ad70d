/** The Robots vocabulary (rules/arsac.md part A): every language in one checked table (the element loads English with it, the others on demand). */
import { defineStrings, type StringsKey } from '../../ui/i18n.js';
import en from './strings.en.js';
import fr from './strings.fr.js';
import pl from './strings.pl.js';
import ru from './strings.ru.js';

export const ROBOTS_STRINGS = defineStrings(en, { ru, fr, pl });

/** A key of the Robots table. */
export type RobotsKey = StringsKey<typeof ROBOTS_STRINGS>;
