// Vue 3 with a template compiled in the page (the full build): tags with a dash are custom
// elements. `.attr` always sets an attribute, `.prop` always a property; a plain binding is
// Vue's choice (a property when the element has one). `@game-move` listens to the kit's event.
import 'octarine/draughts-board';
import { createApp, ref } from 'vue';

const app = createApp({
  template: `
    <draughts-board variant="russian" side="white" :level="level" :orientation.attr="orientation"
      :animation.prop="0" @game-move="onMove"></draughts-board>
    <p>Moves seen by Vue: <output id="moves">{{ moves.join(', ') }}</output></p>
    <button id="flip" @click="orientation = orientation === 'white' ? 'black' : 'white'">Flip</button>
    <button id="level" @click="level = 5">Level 5</button>`,
  setup() {
    const moves = ref([]);
    const orientation = ref('white');
    const level = ref(1);
    const onMove = (e) => moves.value.push(`${e.detail.side} ${e.detail.move}`);
    return { moves, orientation, level, onMove };
  },
});
app.config.compilerOptions.isCustomElement = (tag) => tag.includes('-');
app.mount('#app');
