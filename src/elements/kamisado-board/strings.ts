/**
 * Kamisado vocabulary in the kit's four languages: sides, the eight colours, tower ranks
 * (rules/kamisado.md §1, §2), variants, end reasons and the match-flow sentences. Colour,
 * square-mark, rank and tower names are generated per language (strings.towers.ts). Every
 * language in one checked table; the element loads English with it, the others on demand.
 */
import { defineStrings, type StringsKey } from '../../ui/i18n.js';
import en from './strings.en.js';
import fr from './strings.fr.js';
import pl from './strings.pl.js';
import ru from './strings.ru.js';

export const KAMISADO_STRINGS = defineStrings(en, { ru, fr, pl });

/** A key of the Kamisado table. */
export type KamisadoKey = StringsKey<typeof KAMISADO_STRINGS>;
