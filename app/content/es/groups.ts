// Grupos pequeños: the words of ../groups.ts in Spanish.
import type { Words } from "../../content-model/define";
import type { GroupsContent } from "../groups";

const photo = (who: string) => ({ alt: `Ilustración de retrato en lugar de una foto de ${who}` });

export const words: Words<GroupsContent> = {
  meta: {
    title: "Grupos pequeños",
    description:
      "Encuentra un grupo pequeño en The Bridge Church: grupos mixtos, de mujeres, de hombres y especiales, en casas, en línea y en Silver Spring.",
  },
  hero: {
    eyebrow: "Grupos pequeños",
    title: "Encuentra tu comunidad",
    subtitle: "La vida es mejor en comunidad. Crece en la fe y en amistad con un grupo que se reúne durante la semana.",
    image: { alt: "Ilustración de un círculo de amigos reunidos en una colina al amanecer" },
  },
  find: {
    id: "find-a-group",
    title: "Encuentra un grupo",
    intro:
      "Todos los grupos están abiertos a personas nuevas. Filtra la lista por día, formato o para quién es, y únete en un solo paso.",
  },
  filters: {
    label: "Filtrar grupos",
    day: { label: "Día", any: "Cualquier día" },
    format: { label: "Formato", any: "Cualquier formato" },
    category: { label: "Para quién es", any: "Cualquiera" },
    submitLabel: "Mostrar grupos",
    clearLabel: "Borrar filtros",
    showingAll: "Se muestran los {total} grupos",
    showingSome: "Se muestran {shown} de {total} grupos",
    showingOne: "Se muestra {shown} de {total} grupos",
    noMatches: {
      title: "Ningún grupo coincide con estos filtros",
      body: "Prueba con otro día u otro formato, o borra los filtros para ver todos los grupos.",
    },
  },
  sections: [
    { title: "Grupos mixtos" },
    { title: "Grupos de vida para mujeres" },
    { title: "Grupos de vida para hombres" },
    { title: "Grupos especiales" },
  ],
  join: { label: "Únete" },
  startGroup: {
    title: "¿Quieres dirigir un grupo?",
    body: "¿Tienes una idea para un grupo o el deseo de abrir tu casa para uno? Te ayudamos a empezar y te acompañamos en el camino.",
    link: { label: "Escríbenos para empezar un grupo" },
  },
  groups: [
    {
      id: "young-couples",
      name: "Parejas jóvenes",
      description:
        "Matrimonios y parejas comprometidas que construyen relaciones sólidas, centradas en Cristo, con una buena cena, conversaciones sinceras y oración.",
      leader: { photo: photo("David Kim"), partnerPhoto: photo("Grace Kim") },
      location: "Casa de la familia Kim, Four Corners, Silver Spring",
      language: "Inglés",
    },
    {
      id: "alpha-explorers",
      name: "Exploradores Alpha",
      description:
        "¿Tienes curiosidad por la fe? Explora las grandes preguntas de la vida sobre Dios, Jesús y la Biblia en un ambiente relajado, donde nadie te juzga.",
      location: "Salón comunitario de la biblioteca de Silver Spring, y por Zoom",
      language: "Inglés",
    },
    {
      id: "grupo-familia",
      name: "Grupo Familia",
      location: "Long Branch, Silver Spring",
      description:
        "Un grupo en español para familias y amigos que estudian juntos el mensaje del domingo. Los niños son bienvenidos.",
      language: "Español",
    },
    {
      id: "women-of-the-word",
      name: "Mujeres de la Palabra",
      description:
        "Mujeres en todas las etapas de la vida que leen juntas un libro de la Biblia, con café y muchas risas.",
      leader: { photo: photo("Angela Brooks") },
      location: "Cafetería en Ellsworth Drive, en el centro de Silver Spring",
      language: "Inglés",
    },
    {
      id: "moms-in-prayer",
      name: "Moms in Prayer",
      description:
        "Mamás que oran juntas por sus hijos, por sus escuelas y unas por otras. Conéctate desde casa después de acostar a los niños.",
      location: "En línea por Zoom",
      language: "Inglés",
    },
    {
      id: "early-risers",
      name: "Madrugadores",
      description:
        "Hombres que empiezan el día con desayuno, las Escrituras y rendición de cuentas antes del trabajo. El café corre por nuestra cuenta.",
      leader: { photo: photo("Robert Hayes") },
      location: "Restaurante en Georgia Avenue, Wheaton",
      language: "Inglés",
    },
    {
      id: "iron-sharpens-iron",
      name: "Hierro con hierro se afila",
      description:
        "Hombres que enfrentan juntos los desafíos de la vida: el trabajo, el matrimonio, la paternidad y la fe, con conversaciones sinceras y oración.",
      location: "En línea por Zoom",
      language: "Inglés",
    },
    {
      id: "ball-up-top",
      name: "Ball Up Top",
      description:
        "Básquetbol informal seguido de un devocional corto. Todos los niveles son bienvenidos; trae a un amigo y tus tenis.",
      location: "Gimnasio de Northwood Ridge High School",
      language: "Inglés",
    },
    {
      id: "griefshare",
      name: "GriefShare",
      description:
        "Un grupo de apoyo para quien está pasando por el duelo de un ser querido, con sesiones en video, conversación y acompañamiento.",
      location: "Sala de reuniones de la biblioteca de Wheaton, y por Zoom",
      language: "Inglés y español",
    },
  ],
};
