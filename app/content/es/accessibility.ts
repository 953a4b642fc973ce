// Accesibilidad: the words of ../accessibility.ts in Spanish.

import type { Words } from "../../content-model/define";
import type { AccessibilityContent } from "../accessibility";

export const words: Words<AccessibilityContent> = {
  meta: {
    title: "Accesibilidad",
    description:
      "Cómo el sitio web de The Bridge Church busca funcionar para todos, cómo lo verificamos, sus límites conocidos y cómo reportar una barrera.",
  },
  hero: {
    eyebrow: "Para todos",
    title: "Accesibilidad",
    subtitle: "En The Bridge todos son bienvenidos, y eso incluye nuestro sitio web.",
    image: { alt: "Ilustración de un camino que serpentea entre colinas hacia una bandera al amanecer" },
  },
  standard: {
    title: "Nuestra meta",
    body: [
      "En cada página buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA: texto que puedas leer y agrandar, colores con suficiente contraste, páginas que puedas usar con el teclado o con un lector de pantalla, y nada que se mueva a menos que tú lo quieras.",
      "El 27 de noviembre de 2026 recorrimos cada página pública y cada tarea del personal tal como lo hacen las personas: solo con el teclado, a través de lo que un lector de pantalla muestra de la página, en una pantalla de 320 píxeles, con el espaciado del texto ampliado y con los colores de alto contraste de Windows.",
      "Encontramos siete puntos que no cumplían con WCAG 2.2 AA y los corregimos todos: un correo electrónico largo que hacía que una página se desplazara hacia los lados, campos de formulario con bordes tenues, descripciones de eventos cortadas, un mensaje de agradecimiento que desaparecía muy rápido, el foco que se perdía tras una acción del personal, controles que quedaban debajo del encabezado fijo o de la barra de botones, y una página de error donde debía ir un mensaje.",
      "El 29 de noviembre de 2026 los recorrimos de nuevo, también con un zoom del 200 % y del 400 % y con el texto más grande, y medimos píxel por píxel el contraste del texto sobre las imágenes.",
      "Corregimos lo que encontramos: el menú del teléfono ahora se desplaza dentro de sí mismo con cualquier zoom; el encabezado mantiene el nombre de la iglesia con un espaciado de texto más amplio; el texto sobre una imagen tiene un fondo lo bastante oscuro para cualquier foto; ahora aparece un aviso antes de que termine una confirmación del personal, con una forma de mantenerla, y no se pierde nada de lo escrito cuando termina.",
      "Un mapa del sitio muestra todas las páginas; el mapa se mueve y se acerca con botones; y el editor del personal marca los campos de otro idioma como de ese idioma.",
    ],
  },
  checks: {
    title: "Cómo lo verificamos",
    items: [
      "Cada vez que el sitio cambia, todas las páginas se prueban automáticamente con axe, en el ancho de un teléfono y en el de una computadora.",
      "Cada vez que el sitio cambia, una prueba también recorre cada página pública y cada página del personal como lo haría una persona, con anchos de 320, 375 y 1280 píxeles. Presiona Tab hasta el final de la página y Shift+Tab de regreso, y verifica que cada control al que llega se vea completo en la pantalla, que no quede debajo de una barra fija y que tenga un anillo de foco con un contraste de al menos 3:1.",
      "La misma prueba verifica que nada se desplace hacia los lados, quede cortado o se salga de su recuadro, aun con un espaciado de texto más amplio; que el borde de cada campo de formulario tenga un contraste de al menos 3:1; que cada control mida al menos 24 píxeles o tenga espacio a su alrededor; que los botones conserven su contorno con los colores de alto contraste; y que el texto sobre una imagen mantenga un contraste de al menos 4.5:1 con cada píxel detrás de él.",
      "El menú se prueba abierto a 320 × 256 y 640 × 400 píxeles, como se ve una página con un zoom del 400 % y del 200 %: se puede llegar a cada enlace y cada uno está a la vista cuando tiene el teclado.",
      "Después de cada acción del personal (publicar, aprobar una nota, deshacer), una prueba verifica que el teclado quede en el resultado y que el resultado esté a la vista.",
      "El enlace para saltar al contenido, el menú y las diapositivas de la página de inicio se prueban usando solo el teclado. El menú se cierra cuando el teclado sale de él.",
      "Las diapositivas de la página de inicio nunca se mueven solas; el video de fondo de la página de Alcance se queda quieto cuando tu dispositivo pide reducir el movimiento, y siempre se puede pausar.",
      "Todas las páginas funcionan sin JavaScript: los enlaces, el menú y los formularios siguen cumpliendo su función.",
    ],
  },
  limits: {
    title: "Límites conocidos",
    items: [
      "El calendario de eventos, la biblioteca de prédicas, las inscripciones para las actividades de alcance y el formulario de contacto vienen de la plataforma de nuestra iglesia (Subsplash). No podemos cambiar cómo están hechos; por eso cada uno ofrece un enlace para abrirlo directamente en el sitio de la plataforma.",
      "Los videos de las prédicas se reproducen en el reproductor de la plataforma, y sus subtítulos dependen de cada grabación.",
      "El mapa de la página de inicio es una imagen de las calles que se mueve y se acerca con sus botones o con las flechas del teclado; la dirección y un enlace con indicaciones para llegar están justo al lado.",
    ],
  },
  report: {
    title: "Avísanos si encuentras una barrera",
    body: "Si algo en este sitio te impide avanzar, por favor dinos en qué página fue y qué pasó. Te ayudaremos enseguida a conseguir lo que necesitas, y arreglaremos la página.",
  },
};
