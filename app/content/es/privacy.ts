// Privacidad: the words of ../privacy.ts in Spanish, sentence for sentence: it says what the site
// keeps and for how long, so nothing is left out or softened.
import type { Words } from "../../content-model/define";
import type { PrivacyContent } from "../privacy";

export const words: Words<PrivacyContent> = {
  meta: {
    title: "Privacidad",
    description:
      "Qué guarda de ti el sitio web de The Bridge Church, por cuánto tiempo, quién lo puede leer y qué otros sitios usamos en nuestras páginas.",
  },
  hero: {
    eyebrow: "Tu privacidad",
    title: "Privacidad",
    subtitle: "Guardamos lo menos posible sobre ti, solo el tiempo que lo necesitamos, y nunca lo vendemos.",
    image: { alt: "Ilustración de un puente al amanecer, el emblema de la iglesia" },
  },
  summary: {
    title: "En resumen",
    points: [
      "Para leer nuestras páginas no necesitas una cuenta, y nuestro sitio no guarda cookies.",
      "Si envías una nota de gratitud, la guardamos solo hasta que se entrega o se rechaza, y después {retentionDays} días más.",
      "El conteo de visitas es anónimo y se apaga cuando tu navegador pide que no te rastreen.",
      "Algunas páginas muestran videos, un mapa o formularios de otros servicios; están en la lista de abajo.",
    ],
  },
  notes: {
    title: "Notas de gratitud",
    kept: {
      title: "Qué guardamos",
      items: [
        "Tu nota y el pastor que elegiste.",
        "Tu nombre y tu correo electrónico, solo si nos los das, para que el pastor pueda agradecerte.",
        "Un código creado a partir de tu dirección de internet, que no permite reconocerla. No se puede convertir de nuevo en la dirección; solo nos permite impedir que alguien envíe cientos de notas.",
        "La hora en que llegó, y lo que decidió nuestro personal y cuándo.",
      ],
    },
    readers: {
      title: "Quién la lee",
      body: [
        "El personal de la iglesia que revisa las notas lee cada una antes de pasarla, para dejar fuera el spam y cualquier cosa poco amable. El pastor que elegiste recibe tu nota, con tu nombre y tu correo electrónico si nos los diste.",
        "Nadie más la ve, y nunca la compartimos ni la vendemos.",
      ],
    },
    retention: {
      title: "Cuánto tiempo la guardamos",
      body: [
        "Una nota espera hasta que el personal la lee y, si se aprueba, hasta que llega al pastor. Una vez entregada o rechazada, la guardamos {retentionDays} días y después la borramos para siempre: las palabras, tu nombre, tu correo electrónico y ese código.",
        "Lo que queda después es un registro de lo que pasó con la nota (aprobada, entregada o rechazada, por quién y cuándo), sin nada sobre ti. El personal también puede borrar una nota en cualquier momento, por ejemplo si nos lo pides.",
      ],
    },
  },
  analytics: {
    title: "Conteo de visitas",
    body: [
      "Para saber qué páginas ayudan a las personas, contamos las visitas y los clics en algunos botones (como el de ver la prédica y el de unirse a un grupo). El servicio de conteo recibe la dirección de la página y el nombre del botón; no guarda cookies ni nada que te identifique.",
      "Si tu navegador envía Global Privacy Control o Do Not Track, nuestras páginas no cargan el servicio de conteo en absoluto.",
    ],
  },
  cookies: {
    title: "Cookies",
    body: [
      "Nuestro sitio no guarda cookies para los visitantes. Guarda dos solo para el personal de la iglesia: una mantiene su sesión abierta en el área del personal, y termina cuando cierran sesión o después de 12 horas sin uso; la otra recuerda, por medio año, qué cuentas del personal han iniciado sesión en ese navegador, para que los intentos fallidos de otra persona nunca les bloqueen el acceso a su cuenta.",
      "Para el personal de la iglesia, el sitio también registra cuándo inician sesión (o no lo logran), quién invitó, cambió o quitó una cuenta del personal, y quién publicó cada cambio en el sitio web y cuándo, para que los administradores puedan ver quién tiene acceso. Cada registro se borra después de {staffActivityDays} días.",
      "Cuando cambia la manera en que un miembro del personal inicia sesión (una contraseña, una llave de acceso o un correo electrónico nuevos), se le avisa por correo electrónico, con el navegador y la dirección de internet desde donde se hizo. Ese registro se guarda una semana, mientras el enlace del correo puede deshacer el cambio, y después se borra.",
      "Los otros servicios de la lista de abajo pueden usar sus propias cookies dentro de lo que muestran, por ejemplo mientras llenas el formulario de contacto o ves un video.",
    ],
  },
  thirdParties: {
    title: "Otros sitios que usamos en nuestras páginas",
    intro:
      "Algunas páginas muestran contenido que está en otros servicios. Cuando se carga, tu navegador se conecta a ese servicio, que ve tu dirección de internet y la página en la que estás, como cualquier sitio web.",
    services: {
      analytics: { name: "Plausible Analytics", purpose: "Cuenta visitas y clics en botones, sin cookies." },
      embeds: {
        name: "Subsplash",
        purpose:
          "La plataforma de nuestra iglesia: muestra el calendario de eventos, la biblioteca de prédicas, las inscripciones de alcance, los enlaces a la app y el formulario de contacto en las páginas que los tienen.",
      },
      media: {
        name: "Reproductor de video de Subsplash",
        purpose: "Reproduce una prédica o un video cuando presionas el botón de reproducir.",
      },
      backgroundVideos: {
        name: "Google Cloud Storage",
        purpose: "Guarda el video corto y sin sonido que aparece arriba en la página de Alcance.",
      },
      map: {
        name: "OpenStreetMap",
        purpose: "Dibuja el mapa de dónde nos reunimos, cuando te desplazas hasta él en la página de inicio.",
      },
    },
    hostsLabel: "Se conecta a",
  },
  contact: {
    title: "Preguntas, o una nota que quieres borrar",
    body: "Escríbenos. Si enviaste una nota y quieres que se borre antes de tiempo, dinos más o menos cuándo la enviaste y a qué pastor.",
  },
};
