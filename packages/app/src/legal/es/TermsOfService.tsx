import { COMPANY_NAME } from '../../layout/company';
import { lastUpdatedIn } from '../lastUpdated';
import type { LegalTextProps } from '../TermsOfService';
import { legalTitles } from '../titles';
import { ContactLink } from '../ContactLink';

/** The terms of service (SPEC §1) in Spanish: the English's sections (../TermsOfService.tsx), translated. */
export function TermsOfServiceEs({ appName, contactEmail, headingLevel = 3 }: LegalTextProps) {
  const H = `h${headingLevel}` as const;
  return (
    <article aria-label={legalTitles.terms}>
      <p>
        <em>Última actualización: {lastUpdatedIn('es')}</em>
      </p>
      <p>
        Las presentes Condiciones del servicio (las «Condiciones») regulan el uso que usted haga de {appName}, un
        servicio prestado por {COMPANY_NAME} («nosotros»). Al crear un panel, completar el cuestionario o comprar una
        guía, usted acepta estas Condiciones. Si no está de acuerdo con ellas, no utilice el servicio.
      </p>

      <H>1. Requisitos de uso</H>
      <p>
        Para utilizar {appName} debe tener al menos 13 años. Al aceptar estas Condiciones, usted confirma que cumple
        este requisito y que la información que facilita al registrarse es exacta.
      </p>

      <H>2. El servicio</H>
      <p>
        {appName} ofrece resultados e informes que se generan a partir de sus respuestas a un cuestionario en línea. Los
        informes, las guías y los paquetes se venden y se entregan como documentos electrónicos que puede consultar en
        su biblioteca. No se envía ningún producto físico.
      </p>

      <H>3. Solo con fines informativos</H>
      <p>
        Los resultados y los informes se facilitan únicamente con fines de información general y de reflexión personal.
        No constituyen asesoramiento psicológico, médico, jurídico ni financiero, ni orientación profesional, y no son
        un diagnóstico ni sustituyen la consulta con un profesional cualificado. Usted es responsable de cualquier
        decisión que tome basándose en un informe.
      </p>

      <H>4. Su cuenta</H>
      <p>
        Usted es responsable de mantener la confidencialidad de su contraseña y de toda la actividad que se realice con
        su cuenta. Avísenos de inmediato si cree que su cuenta se ha utilizado sin su permiso. Puede compartir sus
        propias guías con sus conexiones; no puede revender, volver a publicar ni distribuir informes fuera del
        servicio.
      </p>

      <H>5. Compras y pago</H>
      <p>
        Los precios se muestran antes de finalizar la compra. Los pagos los procesa el proveedor que aloja nuestro
        carrito de compra, mediante su sistema de pago con tarjeta; nosotros no almacenamos los datos de su tarjeta. Una
        guía comprada estará disponible en su biblioteca una vez confirmado el pago.
      </p>

      <H>6. Propiedad intelectual</H>
      <p>
        El cuestionario, los informes y todo el contenido del servicio siguen siendo propiedad de {COMPANY_NAME} o de
        sus licenciantes. Una compra le otorga una licencia personal e intransferible de consulta del informe para su
        propio uso.
      </p>

      <H>7. Limitación de responsabilidad</H>
      <p>
        En la máxima medida permitida por la ley, el servicio se presta «tal cual», sin garantías de ningún tipo, y
        nuestra responsabilidad total frente a usted por cualquier reclamación derivada del servicio o de un informe se
        limita al importe que haya pagado por la transacción que dio lugar a la reclamación. No somos responsables de
        pérdidas indirectas, incidentales ni consecuentes.
      </p>

      <H>8. Cambios en estas Condiciones</H>
      <p>
        Podemos modificar estas Condiciones en cualquier momento mediante la publicación de la versión actualizada en el
        servicio. La fecha que figura arriba indica cuándo se modificaron por última vez. El uso continuado de {appName}{' '}
        tras un cambio implica que usted acepta las Condiciones modificadas.
      </p>

      <H>9. Contacto</H>
      <p>
        Puede enviar sus preguntas sobre estas Condiciones a{' '}
        <ContactLink email={contactEmail} fallback="nuestro equipo de soporte" />.
      </p>
    </article>
  );
}
