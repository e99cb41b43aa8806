# Decoding messages already received from an AWS event stream: the decoder
# parses in process, so the loop polls nothing remote.
class BedrockStream
  def messages(chunk)
    @decoder ||= Aws::EventStream::Decoder.new
    decoded, _done = @decoder.decode_chunk(chunk)
    out = []
    while decoded
      out << JSON.parse(decoded.payload.string)
      decoded, _done = @decoder.decode_chunk
    end
    out
  end
end
