import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/**
 * Sets custom properties on an element through the CSSOM (`<div ${cssVars({ '--cols': 8 })}>`).
 * Unlike lit's `styleMap`, whose first render writes a `style` attribute, it never writes one,
 * so a page whose Content-Security-Policy blocks inline styles still sees the values.
 */
class CssVarsDirective extends Directive {
  private last: Record<string, string | number> = {};

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('cssVars() goes on an element, not in an attribute or text.');
  }

  render(_vars: Readonly<Record<string, string | number>>): unknown {
    return noChange;
  }

  override update(part: ElementPart, [vars]: [Readonly<Record<string, string | number>>]): unknown {
    const style = (part.element as HTMLElement).style;
    for (const name of Object.keys(this.last)) if (!(name in vars)) style.removeProperty(name);
    for (const [name, value] of Object.entries(vars)) if (this.last[name] !== value) style.setProperty(name, String(value));
    this.last = { ...vars };
    return noChange;
  }
}

export const cssVars = directive(CssVarsDirective);
