import { FileRefusal } from '../../../infra/archives/file-refusal';

/**
 * An XML file that cannot be read at all (a DTD, broken markup, an unknown encoding); its
 * message, in Russian, is for the merchant as it is.
 */
export class XmlFileError extends FileRefusal {}
