import { COMPANY_NAME } from '../../layout/company';
import type { LegalTextProps } from '../TermsOfService';
import { legalTitles } from '../titles';
import { ContactLink } from '../ContactLink';

/** The privacy policy (SPEC §1) in Spanish: the English's sections (../PrivacyPolicy.tsx), translated. */
export function PrivacyPolicyEs({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.privacy}>
      <p>
        {COMPANY_NAME} gestiona {appName}. Esta política explica qué información recopilamos, cómo la utilizamos y qué
        opciones tiene usted. Al utilizar el servicio, usted acepta la recopilación y el uso de la información tal como
        se describen aquí.
      </p>

      <H>Visitantes del sitio web</H>
      <p>
        Como la mayoría de los sitios web, recopilamos información que no permite identificar a las personas y que los
        navegadores y los servidores ponen a disposición, como el tipo de navegador, la preferencia de idioma, el sitio
        de procedencia y la fecha y la hora de cada solicitud. La utilizamos para comprender cómo usan el servicio los
        visitantes y para que siga funcionando correctamente. También podemos registrar las direcciones de Protocolo de
        Internet (IP) para proteger el servicio frente a usos indebidos.
      </p>

      <H>Recopilación de información de identificación personal</H>
      <p>
        Cuando crea un panel, le pedimos su nombre, su dirección de correo electrónico, su pronombre preferido y una
        contraseña, y conservamos sus respuestas al cuestionario para poder preparar sus informes. Si añade una foto de
        perfil o invita a una conexión, conservamos la foto y el nombre y la dirección de correo electrónico de la
        persona invitada. Solo recopilamos lo necesario para el servicio y no vendemos información personal.
      </p>

      <H>Estadísticas agregadas</H>
      <p>
        Podemos recopilar estadísticas agregadas sobre el comportamiento de los visitantes y sobre los resultados del
        cuestionario. Podemos publicar o compartir estas estadísticas, pero solo de forma que no permita identificar a
        ninguna persona.
      </p>

      <H>Cookies</H>
      <p>
        Una cookie es un pequeño fragmento de datos que un sitio web almacena en su navegador. Utilizamos cookies y el
        almacenamiento local para mantener su sesión iniciada, para proteger los formularios frente a la falsificación
        de solicitudes entre sitios y para recordar su carrito. Puede rechazar las cookies en la configuración de su
        navegador, pero es posible que entonces algunas partes del servicio no funcionen.
      </p>

      <H>Transferencias empresariales</H>
      <p>
        Si {COMPANY_NAME} o la práctica totalidad de sus activos fueran adquiridos, o en el improbable caso de que
        cesara su actividad o se declarara en quiebra, la información de los usuarios sería uno de los activos
        transferidos a un tercero o adquiridos por este. Cualquier adquirente podrá seguir utilizando su información en
        los términos establecidos en esta política.
      </p>

      <H>Publicidad</H>
      <p>
        Los anuncios o los servicios de analítica presentes en el servicio pueden ser proporcionados por socios que
        instalan cookies para reconocer su navegador. Esta política se aplica a nuestro uso de las cookies y no al uso
        de cookies por parte de ningún anunciante.
      </p>

      <H>Comentarios</H>
      <p>
        Los mensajes que añada a una invitación se envían a la persona a la que invita y se conservan junto con la
        invitación. Le rogamos que no incluya en un mensaje información que no desee que vea la persona destinataria.
      </p>

      <H>Cambios en la política de privacidad</H>
      <p>
        Podemos modificar esta política ocasionalmente, a nuestra discreción. Le recomendamos que consulte esta página
        para estar al tanto de los cambios; el uso continuado del servicio después de un cambio implica que usted lo
        acepta. Puede enviar sus preguntas a <ContactLink email={contactEmail} fallback="nuestro equipo de soporte" />.
      </p>
    </article>
  );
}
